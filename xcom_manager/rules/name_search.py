"""Names as a GM types them: a search key that ignores case and accents, in any script.

"kozlowski" finds "Kozłowski", "sorensen" finds "Sørensen", "strasse" finds "Straße" and
"иванова" finds "ИВАНОВА": :func:`fold` decomposes the text (Unicode NFKD), drops the combining
marks, spells out the letters that NFKD does not split (ł, ø, đ, ß, æ, œ, þ, ı, …) and folds the
case (``str.casefold``, which covers Cyrillic, Greek and the rest). Two names are the same name
when their folds are equal (:func:`same_name`), so that a recruit named like a soldier already on
the roster can be asked about.
"""

from __future__ import annotations

import unicodedata

from xcom_manager.rules.errors import text as _text

__all__ = ["fold", "same_name"]

#: Letters NFKD leaves whole, by their lowercase form, and how a GM types them in plain Latin.
_SPELLED: dict[str, str] = {
    "ł": "l",
    "ø": "o",
    "đ": "d",
    "ð": "d",
    "ħ": "h",
    "ŀ": "l",
    "ŧ": "t",
    "ß": "ss",
    "ẞ": "ss",
    "æ": "ae",
    "œ": "oe",
    "þ": "th",
    "ı": "i",
    "ĸ": "k",
    "ŉ": "n",
    "ſ": "s",
}
_TABLE = str.maketrans(_SPELLED)


def fold(text: str) -> str:
    """``text`` as a search key: no accents, the letters above spelled out, case folded.

    ``fold("Kozłowski") == fold("KOZLOWSKI") == "kozlowski"``; Cyrillic keeps its letters but
    loses its case (``fold("Ёлкин") == "елкин"``: the diaeresis goes, like any accent).
    """
    _text("a name", text)
    if text.isascii():  # most names: nothing to decompose
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_TABLE))
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return bare.casefold().translate(_TABLE)


def same_name(a: str, b: str) -> bool:
    """Whether two names are the same for a GM: equal once folded, blanks between words
    collapsed (``"Anna  Kozłowska"`` and ``"anna kozlowska"``)."""
    return " ".join(fold(a).split()) == " ".join(fold(b).split())
