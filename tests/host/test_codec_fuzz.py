"""Whatever a client sends, decoding yields a packet or a `ProtocolError`, never anything else."""

from __future__ import annotations

import json
import re
from typing import Any

import msgpack  # type: ignore[import-untyped]
from hypothesis import given, settings
from hypothesis import strategies as st

from playpalace_backgammon.host.net import packets as p
from playpalace_backgammon.host.net.codec import decode_client
from playpalace_backgammon.host.net.protocol_errors import ProtocolError, Reason

from .packet_samples import CLIENT_WIRE_SAMPLES
from .schema_validation import CLIENT_TO_SERVER

# Whole floats are left out: JSON Schema counts 2.0 as an integer, our strict decoding does not.
floats = st.floats(allow_nan=False, allow_infinity=False).filter(lambda x: not x.is_integer())
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | floats
    | st.text() | st.text(st.characters(codec=None, categories=None), max_size=6),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
field_names = st.sampled_from(
    sorted({name for model in p.CLIENT_PACKET_TYPES.values() for name in model.model_fields} | {"extra"})
)
packet_like = st.builds(
    lambda tag, fields: {**fields, "type": tag},
    st.sampled_from(sorted(p.CLIENT_PACKET_TYPES)),
    st.dictionaries(field_names, json_values, max_size=5),
) | st.builds(  # a typical packet with a field or two changed: near misses and valid variants
    lambda sample, fields: {**sample, **fields},
    st.sampled_from([CLIENT_WIRE_SAMPLES[tag] for tag in sorted(CLIENT_WIRE_SAMPLES)]),
    st.dictionaries(field_names, json_values, max_size=2),
)


def _decode_or_refuse(frame: str | bytes, *, binary: bool) -> p.Packet | ProtocolError:
    try:
        return decode_client(frame, binary=binary)
    except ProtocolError as error:
        return error


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=512))
def test_arbitrary_bytes_give_a_packet_or_a_refusal(frame: bytes) -> None:
    for binary in (False, True):
        _decode_or_refuse(frame, binary=binary)


BAD_TEXT = re.compile("[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in _strings(key) + _strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


@settings(max_examples=500, deadline=None)
@given(packet_like)
def test_decoder_accepts_exactly_what_the_schema_accepts(document: dict[str, Any]) -> None:
    """... and whose strings hold no lone surrogate or control character, which the decoder refuses (as
    BAD_TEXT) whatever the schema says."""
    clean = not any(BAD_TEXT.search(s) for s in _strings(document))
    schema_accepts = CLIENT_TO_SERVER.is_valid(document)
    frames = [(json.dumps(document), False)]
    if not any(0xD800 <= ord(c) <= 0xDFFF for s in _strings(document) for c in s):  # msgpack needs UTF-8
        frames.append((msgpack.packb(document, use_bin_type=True), True))
    for frame, binary in frames:
        outcome = _decode_or_refuse(frame, binary=binary)
        if not clean:
            assert isinstance(outcome, ProtocolError), (document, outcome)
        else:
            assert isinstance(outcome, p.Packet) == schema_accepts, (document, outcome)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(CLIENT_WIRE_SAMPLES)), st.sampled_from(["\ud800", "\udfff", "\x00", "\x07",
                                                                     "\x1b", "\x7f", "\x85", "\x9f"]),
       st.text(max_size=8))
def test_a_bad_character_in_any_string_field_is_refused_as_bad_text(tag: str, bad: str, around: str) -> None:
    sample = CLIENT_WIRE_SAMPLES[tag]
    fields = [name for name, value in sample.items() if isinstance(value, str) and name != "type"]
    if not fields:
        return
    for name in fields:
        document = {**sample, name: around + bad + around}
        frame = json.dumps(document)
        outcome = _decode_or_refuse(frame, binary=False)
        assert isinstance(outcome, ProtocolError) and outcome.reason is Reason.BAD_TEXT, (document, outcome)
