"""The common base of every PlayPalace 11 packet model.

A packet is a frozen value that refuses unknown fields, as the published schema does
(`additionalProperties: false`). Class docstrings are for readers of this code only: they are kept out of the
emitted JSON Schema so that it stays identical to the published one.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


def _drop_description(schema: dict[str, Any]) -> None:
    schema.pop("description", None)


class Packet(BaseModel):
    """Base of every packet: frozen, unknown fields refused, no description in the JSON Schema."""

    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_extra=_drop_description)


class Payload(BaseModel):
    """Base of the objects nested inside packets; the schema leaves their extra fields open, so do we."""

    model_config = ConfigDict(frozen=True, json_schema_extra=_drop_description)
