#!/usr/bin/env python3
"""Generates the large forecast fixtures in the providers' real formats.

Run from this directory: python3 generate_forecasts.py
Values are smooth, deterministic curves (no randomness), so tests can state exact numbers.
"""
import calendar
import json
import math

WEATHER_CYCLE = [0, 1, 2, 3, 3, 61, 80, 2, 1, 45, 3, 63]


def om_hourly(days, start_date, metric=True):
    time, temp, app, hum, prob, precip, code, wind, wdir, gust = ([] for _ in range(10))
    pressure, visibility, uv = ([] for _ in range(3))
    y, m, d = start_date
    for day in range(days):
        for hour in range(24):
            i = day * 24 + hour
            time.append(f"{y:04d}-{m:02d}-{d + day:02d}T{hour:02d}:00")
            c = 16.0 + 5.0 * math.sin((hour - 9) / 24 * 2 * math.pi) + 0.4 * day
            w = 8.0 + 4.0 * math.sin(i / 7.0)
            p = 0.0 if (i // 5) % 4 else round(0.2 * ((i % 5) + 1), 1)
            if metric:
                temp.append(round(c, 1))
                app.append(round(c - 1.3, 1))
                wind.append(round(w, 1))
                gust.append(round(w * 1.8, 1))
                precip.append(p)
            else:
                temp.append(round(c * 9 / 5 + 32, 1))
                app.append(round((c - 1.3) * 9 / 5 + 32, 1))
                wind.append(round(w / 1.609344, 1))
                gust.append(round(w * 1.8 / 1.609344, 1))
                precip.append(round(p / 25.4, 3))
            hum.append(int(70 - 15 * math.sin((hour - 9) / 24 * 2 * math.pi)))
            # Open-Meteo sends null where a model has no value, e.g. far ahead.
            prob.append(None if day == days - 1 and hour >= 18 else (i * 7) % 60)
            code.append(WEATHER_CYCLE[(i // 3) % len(WEATHER_CYCLE)])
            wdir.append((200 + i * 5) % 360)
            pressure.append(round(1013.0 + 6.0 * math.sin(i / 30.0), 1))
            # Metres, or feet with imperial units, as Open-Meteo sends them.
            metres = 24140.0 if p == 0.0 else 8000.0 + 500.0 * (i % 5)
            visibility.append(metres if metric else round(metres / 0.3048))
            # Zero at night, a midday peak of 6 by day.
            sun = max(0.0, math.sin((hour - 7) / 12 * math.pi)) if 7 <= hour <= 19 else 0.0
            uv.append(round(6.0 * sun, 2))
    return dict(time=time, temperature_2m=temp, relative_humidity_2m=hum,
                apparent_temperature=app, precipitation_probability=prob,
                precipitation=precip, weather_code=code, wind_speed_10m=wind,
                wind_direction_10m=wdir, wind_gusts_10m=gust, pressure_msl=pressure,
                visibility=visibility, uv_index=uv)


def om_daily(hourly, days, start_date, sunrise, sunset, metric=True):
    y, m, d = start_date
    out = dict(time=[], weather_code=[], temperature_2m_max=[], temperature_2m_min=[],
               apparent_temperature_max=[], apparent_temperature_min=[], sunrise=[], sunset=[],
               precipitation_sum=[], precipitation_probability_max=[], wind_speed_10m_max=[],
               wind_gusts_10m_max=[], wind_direction_10m_dominant=[], uv_index_max=[])
    for day in range(days):
        s = slice(day * 24, day * 24 + 24)
        out["time"].append(f"{y:04d}-{m:02d}-{d + day:02d}")
        out["weather_code"].append(max(hourly["weather_code"][s]))
        out["temperature_2m_max"].append(max(hourly["temperature_2m"][s]))
        out["temperature_2m_min"].append(min(hourly["temperature_2m"][s]))
        out["apparent_temperature_max"].append(max(hourly["apparent_temperature"][s]))
        out["apparent_temperature_min"].append(min(hourly["apparent_temperature"][s]))
        rise = divmod(sunrise[0] * 60 + sunrise[1] + day, 60)
        fall = divmod(sunset[0] * 60 + sunset[1] - 2 * day, 60)
        out["sunrise"].append(f"{y:04d}-{m:02d}-{d + day:02d}T{rise[0]:02d}:{rise[1]:02d}")
        out["sunset"].append(f"{y:04d}-{m:02d}-{d + day:02d}T{fall[0]:02d}:{fall[1]:02d}")
        digits = 1 if metric else 3
        out["precipitation_sum"].append(round(sum(hourly["precipitation"][s]), digits))
        out["precipitation_probability_max"].append(
            max(p for p in hourly["precipitation_probability"][s] if p is not None))
        out["wind_speed_10m_max"].append(max(hourly["wind_speed_10m"][s]))
        out["wind_gusts_10m_max"].append(max(hourly["wind_gusts_10m"][s]))
        out["wind_direction_10m_dominant"].append(hourly["wind_direction_10m"][day * 24 + 12])
        out["uv_index_max"].append(max(hourly["uv_index"][s]))
    return out


def om_units(metric):
    t, w, p = ("°C", "km/h", "mm") if metric else ("°F", "mp/h", "inch")
    return t, w, p


def om_forecast(lat, lon, offset, tz, abbr, elevation, days, start, now, sunrise, sunset, metric):
    t, w, p = om_units(metric)
    length = "m" if metric else "ft"
    hourly = om_hourly(days, start, metric)
    i = int(now[11:13])
    current = {"time": now, "interval": 900,
               "temperature_2m": hourly["temperature_2m"][i],
               "relative_humidity_2m": hourly["relative_humidity_2m"][i],
               "apparent_temperature": hourly["apparent_temperature"][i],
               "is_day": 1 if 7 <= i < 20 else 0,
               "precipitation": 0.0, "weather_code": hourly["weather_code"][i],
               "wind_speed_10m": hourly["wind_speed_10m"][i],
               "wind_direction_10m": hourly["wind_direction_10m"][i],
               "wind_gusts_10m": hourly["wind_gusts_10m"][i],
               "pressure_msl": hourly["pressure_msl"][i],
               "visibility": hourly["visibility"][i],
               "uv_index": hourly["uv_index"][i],
               "precipitation_probability": hourly["precipitation_probability"][i]}
    return {
        "latitude": lat, "longitude": lon, "generationtime_ms": 0.3249645233154297,
        "utc_offset_seconds": offset, "timezone": tz, "timezone_abbreviation": abbr,
        "elevation": elevation,
        "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": t,
                          "relative_humidity_2m": "%", "apparent_temperature": t, "is_day": "",
                          "precipitation": p, "weather_code": "wmo code", "wind_speed_10m": w,
                          "wind_direction_10m": "°", "wind_gusts_10m": w,
                          "pressure_msl": "hPa", "visibility": length, "uv_index": "",
                          "precipitation_probability": "%"},
        "current": current,
        "hourly_units": {"time": "iso8601", "temperature_2m": t, "relative_humidity_2m": "%",
                         "apparent_temperature": t, "precipitation_probability": "%",
                         "precipitation": p, "weather_code": "wmo code", "wind_speed_10m": w,
                         "wind_direction_10m": "°", "wind_gusts_10m": w,
                         "pressure_msl": "hPa", "visibility": length, "uv_index": ""},
        "hourly": hourly,
        "daily_units": {"time": "iso8601", "weather_code": "wmo code", "temperature_2m_max": t,
                        "temperature_2m_min": t, "apparent_temperature_max": t,
                        "apparent_temperature_min": t, "sunrise": "iso8601", "sunset": "iso8601",
                        "precipitation_sum": p, "precipitation_probability_max": "%",
                        "wind_speed_10m_max": w, "wind_gusts_10m_max": w,
                        "wind_direction_10m_dominant": "°", "uv_index_max": ""},
        "daily": om_daily(hourly, days, start, sunrise, sunset, metric),
    }


OWM_IDS = [800, 801, 802, 803, 804, 500, 501, 521, 300, 741, 211, 600, 804, 803]


def owm_forecast():
    start = calendar.timegm((2026, 9, 15, 12, 0, 0))  # first step, UTC
    items = []
    for k in range(40):
        dt = start + k * 3 * 3600
        c = 15.0 + 4.0 * math.sin((k * 3 + 12 - 9) / 24 * 2 * math.pi)
        wid = OWM_IDS[k % len(OWM_IDS)]
        item = {
            "dt": dt,
            "main": {"temp": round(c, 2), "feels_like": round(c - 0.8, 2),
                     "temp_min": round(c - 0.3, 2), "temp_max": round(c + 0.2, 2),
                     "pressure": 1016, "sea_level": 1016, "grnd_level": 1012,
                     "humidity": 60 + (k * 3) % 30, "temp_kf": 0},
            "weather": [{"id": wid, "main": "x", "description": "x", "icon": "04d"}],
            "clouds": {"all": (k * 11) % 100},
            "wind": {"speed": round(3.0 + (k % 7) * 0.5, 2), "deg": (180 + k * 9) % 360,
                     "gust": round(5.0 + (k % 5) * 0.7, 2)},
            "visibility": 10000,
            "pop": round(((k * 13) % 100) / 100, 2),
            "sys": {"pod": "d" if 6 <= (k * 3 + 13) % 24 < 19 else "n"},
            "dt_txt": "%04d-%02d-%02d %02d:%02d:%02d" % tuple(__import__("time").gmtime(dt))[:6],
        }
        if 500 <= wid < 600 or 300 <= wid < 400 or 200 <= wid < 300:
            item["rain"] = {"3h": round(0.25 * ((k % 4) + 1), 2)}
        if 600 <= wid < 700:
            item["snow"] = {"3h": 0.4}
        items.append(item)
    return {"cod": "200", "message": 0, "cnt": 40, "list": items,
            "city": {"id": 2643743, "name": "London", "coord": {"lat": 51.5085, "lon": -0.1257},
                     "country": "GB", "population": 1000000, "timezone": 3600,
                     "sunrise": calendar.timegm((2026, 9, 15, 5, 32, 0)),
                     "sunset": calendar.timegm((2026, 9, 15, 18, 11, 0))}}


def write(name, value):
    with open(name, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")


write("open-meteo-forecast-paris.json", om_forecast(
    48.86, 2.3399997, 7200, "Europe/Paris", "GMT+2", 43.0, 7, (2026, 9, 15), "2026-09-15T14:15",
    (7, 27), (20, 5), True))
write("open-meteo-forecast-london-imperial.json", om_forecast(
    51.5, -0.120000124, 3600, "Europe/London", "GMT+1", 23.0, 3, (2026, 9, 15),
    "2026-09-15T23:45", (6, 32), (19, 11), False))
write("openweathermap-forecast-london.json", owm_forecast())
