"""Whatever a client sends, decoding yields a packet or a `ProtocolError`, never anything else."""

from __future__ import annotations

import json
from typing import Any

import msgpack  # type: ignore[import-untyped]
from hypothesis import given, settings
from hypothesis import strategies as st

from playpalace_backgammon.host import packets as p
from playpalace_backgammon.host.codec import decode_client
from playpalace_backgammon.host.protocol_errors import ProtocolError

from .packet_samples import CLIENT_WIRE_SAMPLES
from .schema_validation import CLIENT_TO_SERVER

# Whole floats are left out: JSON Schema counts 2.0 as an integer, our strict decoding does not.
floats = st.floats(allow_nan=False, allow_infinity=False).filter(lambda x: not x.is_integer())
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | floats | st.text(),
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


@settings(max_examples=500, deadline=None)
@given(packet_like)
def test_decoder_accepts_exactly_what_the_schema_accepts(document: dict[str, Any]) -> None:
    schema_accepts = CLIENT_TO_SERVER.is_valid(document)
    for frame, binary in ((json.dumps(document), False), (msgpack.packb(document, use_bin_type=True), True)):
        outcome = _decode_or_refuse(frame, binary=binary)
        assert isinstance(outcome, p.Packet) == schema_accepts, (document, outcome)
