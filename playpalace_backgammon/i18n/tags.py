"""Locale tags: which catalogue answers a tag a client announces, and what CLDR says of a catalogue's
language (the direction of its script, the digits its numbers are written in).

Clients announce tags in many spellings: BCP 47 (``pt-BR``, ``zh-Hans-CN``), POSIX (``pt_BR.UTF-8``), any
case. A tag is read as language, script and region (variants and extensions are ignored), completed with
CLDR's likely subtags (``zh`` is ``zh-Hans-CN``, ``pt`` is ``pt-Latn-BR``, ``zh-TW`` is ``zh-Hant-TW``), and
matched to the catalogue of the same language that shares the most: its script first, then its region.
A catalogue of the same language in another script or region still beats English: someone who asked for
Portuguese from Portugal reads Brazilian Portuguese, and CLDR's language matching rates Simplified Chinese
readable for a reader of Traditional Chinese. No catalogue of the language: English.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import babel
from babel.core import get_global

#: The first code point of each decimal numbering system CLDR may name as a language's default (its digits
#: are the ten code points from there). A system not listed here is written in Latin digits.
_ZEROS = {
    "latn": 0x30, "arab": 0x660, "arabext": 0x6F0, "beng": 0x9E6, "deva": 0x966, "gujr": 0xAE6,
    "guru": 0xA66, "khmr": 0x17E0, "knda": 0xCE6, "laoo": 0xED0, "mlym": 0xD66, "mymr": 0x1040,
    "olck": 0x1C50, "orya": 0xB66, "tamldec": 0xBE6, "telu": 0xC66, "thai": 0xE50, "tibt": 0xF20,
}
LATIN_DIGITS = "0123456789"


@dataclass(frozen=True)
class Tag:
    """A locale tag's language (lower case), script (title case) and region (upper case or 3 digits);
    script and region are empty when the tag has none."""

    language: str
    script: str = ""
    region: str = ""

    @property
    def babel_name(self) -> str:
        return "_".join(part for part in (self.language, self.script, self.region) if part)


def parse_tag(text: str) -> Tag | None:
    """The language, script and region of a BCP 47 or POSIX locale tag; None when it names no language
    (empty, "C", "POSIX", "und", "*", anything not a tag)."""
    core = text.strip().split(".", 1)[0].split("@", 1)[0].replace("_", "-")
    parts = core.split("-")
    language = parts[0].lower()
    if not (2 <= len(language) <= 3 and language.isascii() and language.isalpha()) or language == "und":
        return None
    alias = get_global("language_aliases").get(language)
    if isinstance(alias, str) and alias.isalpha():
        language = alias
    script = region = ""
    for part in parts[1:]:
        if len(part) <= 1 or not (part.isascii() and part.isalnum()):
            break  # an extension (-u-..., -x-...) or something that is no subtag: the rest does not count
        if len(part) == 4 and part.isalpha() and not script and not region:
            script = part.title()
        elif ((len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit())) and not region:
            region = part.upper()
    return Tag(language, script, region)


def maximize(tag: Tag) -> Tag:
    """``tag`` with the script and region CLDR's likely subtags give it where it names none."""
    likely: Mapping[str, str] = get_global("likely_subtags")
    keys = []
    if tag.script and tag.region:
        keys.append(f"{tag.language}_{tag.script}_{tag.region}")
    if tag.region:
        keys.append(f"{tag.language}_{tag.region}")
    if tag.script:
        keys.append(f"{tag.language}_{tag.script}")
    keys.append(tag.language)
    for key in keys:
        found = likely.get(key)
        if found:
            full = parse_tag(found)
            if full is not None:
                return Tag(tag.language, tag.script or full.script, tag.region or full.region)
    return tag


class Matcher:
    """Finds, among some catalogues' locale names, the one that best answers a requested tag."""

    def __init__(self, available: Iterable[str]) -> None:
        self._exact: dict[str, str] = {}
        self._full: list[tuple[str, Tag]] = []
        for name in available:
            self._exact.setdefault(name.replace("_", "-").lower(), name)
            tag = parse_tag(name)
            if tag is not None:
                self._full.append((name, maximize(tag)))

    def match(self, requested: str) -> str | None:
        """The catalogue for ``requested``: the same tag in any case and with ``_`` or ``-``, else the
        catalogue of its language sharing its script, then its region (None: no catalogue of its
        language)."""
        exact = self._exact.get(requested.strip().replace("_", "-").lower())
        if exact is not None:
            return exact
        tag = parse_tag(requested)
        if tag is None:
            return None
        wanted = maximize(tag)
        best: tuple[int, str] | None = None
        for name, full in self._full:
            if full.language != wanted.language:
                continue
            score = 2 * (full.script == wanted.script) + (full.region == wanted.region)
            if best is None or score > best[0]:
                best = (score, name)
        return best[1] if best is not None else None


def _cldr_locale(name: str) -> babel.Locale | None:
    """The CLDR locale for a catalogue's name, with the region CLDR finds likeliest when it names none
    ("ar" is Arabic as written in Egypt, "fa" Persian as written in Iran)."""
    tag = parse_tag(name)
    if tag is None:
        return None
    full = maximize(tag)
    candidates = (Tag(full.language, tag.script, full.region), full, tag, Tag(tag.language))
    for candidate in candidates:
        try:
            return babel.Locale.parse(candidate.babel_name)
        except (ValueError, babel.UnknownLocaleError):
            continue
    return None


def cldr_name(name: str) -> str | None:
    """CLDR's name of a catalogue's language in that language ("Italiano" for "it"), if it has one."""
    tag = parse_tag(name)
    if tag is None:
        return None
    try:
        locale = babel.Locale.parse(tag.babel_name)
    except (ValueError, babel.UnknownLocaleError):
        return None
    own = locale.get_display_name(locale)
    return own[:1].upper() + own[1:] if own else None


def text_direction(name: str) -> str:
    """"rtl" when the catalogue's language is written right to left (Arabic, Persian, Hebrew...), else
    "ltr"."""
    locale = _cldr_locale(name)
    return "rtl" if locale is not None and locale.character_order == "right-to-left" else "ltr"


def numbering_system(name: str) -> str:
    """The CLDR numbering system a catalogue's numbers are written in: the default of its language in its
    likeliest region (Persian: "arabext", Persian digits; Arabic: "arab", the Eastern Arabic digits of
    Egypt and the Middle East; most languages "latn"), "latn" when no digits are known for it."""
    locale = _cldr_locale(name)
    system = locale.default_numbering_system if locale is not None else "latn"
    return system if system in _ZEROS else "latn"


def digits(system: str) -> str:
    """The ten digits, 0 to 9, of a numbering system (Latin digits for one not known)."""
    zero = _ZEROS.get(system, _ZEROS["latn"])
    return "".join(chr(zero + value) for value in range(10))
