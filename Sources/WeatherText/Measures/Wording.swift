import Foundation
package import WeatherFeatures

/// What the views say in each ``Language``: the WMO conditions and the forecast's labels,
/// written from the WMO code table's meanings (slight/moderate/heavy or dense or violent, and
/// showers as convective precipitation), not from any provider's text.
package struct Wording: Sendable {
  /// The language spoken.
  package let language: Language

  /// The wording of `language`.
  package init(_ language: Language) {
    self.language = language
  }

  /// What goes between the items of a list of names: an ideographic comma in Japanese and
  /// Chinese, a comma and a space elsewhere.
  package var listSeparator: String {
    switch language {
    case .ja, .zh: "、"
    default: ", "
    }
  }

  /// The WMO codes in the order of every table below.
  private static let codes = [
    0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85,
    86, 95, 96, 99,
  ]

  /// The condition in words; English (its own description) for a code outside the WMO table.
  package func condition(_ condition: WeatherCondition) -> String {
    guard language != .en, let index = Self.codes.firstIndex(of: condition.wmoCode),
      let names = Self.conditions[language], index < names.count
    else { return condition.description }
    return names[index]
  }

  /// "feels like", before a temperature.
  package var feelsLike: String { label(0) }
  /// "now", before the observation's time.
  package var now: String { label(1) }
  /// "local", after it.
  package var local: String { label(2) }
  /// The daily table's headers: day, weather, low, high, chance, amount, wind, UV.
  package var dailyHeaders: [String] { (3...10).map(label) }
  /// The hourly table's time and temperature headers.
  package var timeHeader: String { label(11) }
  package var temperatureHeader: String { label(12) }
  /// The daily chart's title.
  package var dailyHigh: String { label(13) }

  /// "humidity", "wind", "gusts", "precipitation", "chance of precipitation", "pressure",
  /// "visibility", "UV", "sunrise", "sunset", "moon": the forecast's detail labels.
  package var humidity: String { detail(0) }
  package var wind: String { detail(1) }
  package var gusts: String { detail(2) }
  package var precipitation: String { detail(3) }
  package var chanceOfPrecipitation: String { detail(4) }
  package var pressure: String { detail(5) }
  package var visibility: String { detail(6) }
  package var uv: String { detail(7) }
  package var sunrise: String { detail(8) }
  package var sunset: String { detail(9) }
  package var moon: String { detail(10) }

  /// The moon's phase and lit fraction: "waxing gibbous, 87% lit".
  package func moon(_ phase: MoonPhase) -> String {
    guard language != .en,
      let index = MoonPhase.Name.allCases.firstIndex(of: phase.name),
      let names = Self.moonPhases[language], index < names.count
    else { return Measurement.moon(phase) }
    return "\(names[index]), \(Measurement.whole(phase.illumination * 100))% \(detail(11))"
  }

  /// The UV index with the WHO's level in words: "6 (high)".
  package func uvIndex(_ index: Double) -> String {
    let english = Measurement.uvIndex(index)
    guard language != .en, index.isFinite, let levels = Self.uvLevels[language] else {
      return english
    }
    let level =
      switch index.rounded() {
      case ..<3: 0
      case ..<6: 1
      case ..<8: 2
      case ..<11: 3
      default: 4
      }
    return "\(Measurement.whole(index)) (\(levels[safe: level] ?? ""))"
  }

  /// "also:", before a forecast's namesakes.
  package var also: String { detail(12) }

  /// The hourly chart's title: "Temperature, next 48 hours (| marks midnight):", with ", each
  /// bar the highest of 2 hours" inside the brackets when bars merge hours.
  package func hourlyChartTitle(hours: Int, step: Int) -> String {
    let templates = Self.chartTitles[language] ?? Self.chartTitles[.en] ?? ["", ""]
    let merged = step > 1 ? templates[1].replacingOccurrences(of: "%s", with: String(step)) : ""
    return templates[0].replacingOccurrences(of: "%n", with: String(hours))
      .replacingOccurrences(of: "%m", with: merged)
  }

  /// The title and its merged-bars clause; `%n` hours, `%m` the clause, `%s` hours per bar.
  private static let chartTitles: [Language: [String]] = [
    .en: [
      "Temperature, next %n hours (| marks midnight%m):", ", each bar the highest of %s hours",
    ],
    .de: [
      "Temperatur, nächste %n Stunden (| markiert Mitternacht%m):",
      ", jeder Balken das Maximum von %s Stunden",
    ],
    .fr: [
      "Température, %n prochaines heures (| marque minuit%m) :",
      ", chaque barre le maximum de %s heures",
    ],
    .es: [
      "Temperatura, próximas %n horas (| marca la medianoche%m):",
      ", cada barra el máximo de %s horas",
    ],
    .it: [
      "Temperatura, prossime %n ore (| segna la mezzanotte%m):",
      ", ogni barra il massimo di %s ore",
    ],
    .pt: [
      "Temperatura, próximas %n horas (| marca a meia-noite%m):",
      ", cada barra o máximo de %s horas",
    ],
    .nl: [
      "Temperatuur, komende %n uur (| markeert middernacht%m):",
      ", elke staaf het maximum van %s uur",
    ],
    .pl: [
      "Temperatura, następne %n godz. (| oznacza północ%m):",
      ", każdy słupek to maksimum z %s godz.",
    ],
    .ru: ["Температура, следующие %n ч (| — полночь%m):", ", каждый столбец — максимум за %s ч"],
    .uk: ["Температура, наступні %n год (| — північ%m):", ", кожен стовпчик — максимум за %s год"],
    .ja: ["気温、今後%n時間（| は午前0時%m）:", "、各棒は%s時間の最高値"],
    .zh: ["气温，未来%n小时（| 表示午夜%m）:", "，每条为%s小时内最高值"],
  ]

  private func detail(_ index: Int) -> String {
    (Self.details[language] ?? Self.details[.en] ?? [])[safe: index] ?? ""
  }

  private static let details: [Language: [String]] = [
    .en: [
      "humidity", "wind", "gusts", "precipitation", "chance of precipitation", "pressure",
      "visibility", "UV", "sunrise", "sunset", "moon", "lit", "also:",
    ],
    .de: [
      "Luftfeuchte", "Wind", "Böen", "Niederschlag", "Niederschlagsrisiko", "Luftdruck", "Sicht",
      "UV", "Sonnenaufgang", "Sonnenuntergang", "Mond", "beleuchtet", "auch:",
    ],
    .fr: [
      "humidité", "vent", "rafales", "précipitations", "risque de précipitations", "pression",
      "visibilité", "UV", "lever du soleil", "coucher du soleil", "lune", "éclairée", "aussi :",
    ],
    .es: [
      "humedad", "viento", "rachas", "precipitación", "probabilidad de precipitación", "presión",
      "visibilidad", "UV", "amanecer", "atardecer", "luna", "iluminada", "también:",
    ],
    .it: [
      "umidità", "vento", "raffiche", "precipitazioni", "probabilità di precipitazioni",
      "pressione", "visibilità", "UV", "alba", "tramonto", "luna", "illuminata", "anche:",
    ],
    .pt: [
      "humidade", "vento", "rajadas", "precipitação", "probabilidade de precipitação", "pressão",
      "visibilidade", "UV", "nascer do sol", "pôr do sol", "lua", "iluminada", "também:",
    ],
    .nl: [
      "luchtvochtigheid", "wind", "windstoten", "neerslag", "neerslagkans", "luchtdruk", "zicht",
      "UV", "zonsopkomst", "zonsondergang", "maan", "verlicht", "ook:",
    ],
    .pl: [
      "wilgotność", "wiatr", "porywy", "opady", "szansa opadów", "ciśnienie", "widzialność", "UV",
      "wschód słońca", "zachód słońca", "księżyc", "oświetlenia", "także:",
    ],
    .ru: [
      "влажность", "ветер", "порывы", "осадки", "вероятность осадков", "давление", "видимость",
      "УФ", "восход", "закат", "луна", "освещено", "также:",
    ],
    .uk: [
      "вологість", "вітер", "пориви", "опади", "ймовірність опадів", "тиск", "видимість", "УФ",
      "схід сонця", "захід сонця", "місяць", "освітлено", "також:",
    ],
    .ja: [
      "湿度", "風", "最大瞬間風速", "降水量", "降水確率", "気圧", "視程", "UV", "日の出", "日の入り", "月",
      "照度", "他にも:",
    ],
    .zh: [
      "湿度", "风", "阵风", "降水", "降水概率", "气压", "能见度", "紫外线", "日出", "日落", "月相", "照亮", "另有:",
    ],
  ]

  /// In ``MoonPhase/Name`` order: new, waxing crescent, first quarter, waxing gibbous, full,
  /// waning gibbous, last quarter, waning crescent.
  private static let moonPhases: [Language: [String]] = [
    .de: [
      "Neumond", "zunehmende Sichel", "erstes Viertel", "zunehmender Mond", "Vollmond",
      "abnehmender Mond", "letztes Viertel", "abnehmende Sichel",
    ],
    .fr: [
      "nouvelle lune", "premier croissant", "premier quartier", "gibbeuse croissante",
      "pleine lune", "gibbeuse décroissante", "dernier quartier", "dernier croissant",
    ],
    .es: [
      "luna nueva", "luna creciente", "cuarto creciente", "gibosa creciente", "luna llena",
      "gibosa menguante", "cuarto menguante", "luna menguante",
    ],
    .it: [
      "luna nuova", "falce crescente", "primo quarto", "gibbosa crescente", "luna piena",
      "gibbosa calante", "ultimo quarto", "falce calante",
    ],
    .pt: [
      "lua nova", "lua crescente", "quarto crescente", "gibosa crescente", "lua cheia",
      "gibosa minguante", "quarto minguante", "lua minguante",
    ],
    .nl: [
      "nieuwe maan", "wassende sikkel", "eerste kwartier", "wassende maan", "volle maan",
      "afnemende maan", "laatste kwartier", "afnemende sikkel",
    ],
    .pl: [
      "nów", "przybywający sierp", "pierwsza kwadra", "przybywający garb", "pełnia",
      "ubywający garb", "ostatnia kwadra", "ubywający sierp",
    ],
    .ru: [
      "новолуние", "растущий серп", "первая четверть", "растущая луна", "полнолуние",
      "убывающая луна", "последняя четверть", "убывающий серп",
    ],
    .uk: [
      "молодик", "молодий місяць", "перша чверть", "прибуваючий місяць", "повня",
      "спадний місяць", "остання чверть", "старий місяць",
    ],
    .ja: ["新月", "三日月", "上弦の月", "十日夜の月", "満月", "寝待月", "下弦の月", "有明月"],
    .zh: ["新月", "蛾眉月", "上弦月", "盈凸月", "满月", "亏凸月", "下弦月", "残月"],
  ]

  /// The WHO's UV levels: low, moderate, high, very high, extreme.
  private static let uvLevels: [Language: [String]] = [
    .de: ["niedrig", "mäßig", "hoch", "sehr hoch", "extrem"],
    .fr: ["faible", "modéré", "élevé", "très élevé", "extrême"],
    .es: ["bajo", "moderado", "alto", "muy alto", "extremo"],
    .it: ["basso", "moderato", "alto", "molto alto", "estremo"],
    .pt: ["baixo", "moderado", "alto", "muito alto", "extremo"],
    .nl: ["laag", "matig", "hoog", "zeer hoog", "extreem"],
    .pl: ["niski", "umiarkowany", "wysoki", "bardzo wysoki", "ekstremalny"],
    .ru: ["низкий", "умеренный", "высокий", "очень высокий", "экстремальный"],
    .uk: ["низький", "помірний", "високий", "дуже високий", "екстремальний"],
    .ja: ["弱い", "中程度", "強い", "非常に強い", "極端に強い"],
    .zh: ["低", "中等", "高", "很高", "极高"],
  ]

  private func label(_ index: Int) -> String {
    (Self.labels[language] ?? Self.labels[.en] ?? [])[safe: index] ?? ""
  }

  private static let labels: [Language: [String]] = [
    .en: [
      "feels like", "now", "local", "DAY", "WEATHER", "LOW", "HIGH", "PRECIP", "AMOUNT", "WIND",
      "UV", "TIME", "TEMP", "Daily high:",
    ],
    .de: [
      "gefühlt", "jetzt", "Ortszeit", "TAG", "WETTER", "TIEF", "HOCH", "RISIKO", "MENGE", "WIND",
      "UV", "ZEIT", "TEMP", "Tageshöchstwerte:",
    ],
    .fr: [
      "ressenti", "maintenant", "heure locale", "JOUR", "TEMPS", "MIN", "MAX", "RISQUE", "CUMUL",
      "VENT", "UV", "HEURE", "TEMP", "Maximales du jour :",
    ],
    .es: [
      "sensación", "ahora", "hora local", "DÍA", "TIEMPO", "MÍN", "MÁX", "PROB", "CANTIDAD",
      "VIENTO", "UV", "HORA", "TEMP", "Máximas diarias:",
    ],
    .it: [
      "percepita", "ora", "ora locale", "GIORNO", "TEMPO", "MIN", "MAX", "PROB", "QUANTITÀ",
      "VENTO", "UV", "ORA", "TEMP", "Massime giornaliere:",
    ],
    .pt: [
      "sensação", "agora", "hora local", "DIA", "TEMPO", "MÍN", "MÁX", "PROB", "QUANTIDADE",
      "VENTO", "UV", "HORA", "TEMP", "Máximas diárias:",
    ],
    .nl: [
      "voelt als", "nu", "lokale tijd", "DAG", "WEER", "MIN", "MAX", "KANS", "HOEVEELHEID",
      "WIND", "UV", "TIJD", "TEMP", "Dagmaxima:",
    ],
    .pl: [
      "odczuwalna", "teraz", "czasu lokalnego", "DZIEŃ", "POGODA", "MIN", "MAKS", "SZANSA",
      "SUMA", "WIATR", "UV", "GODZ.", "TEMP", "Maksima dzienne:",
    ],
    .ru: [
      "ощущается как", "сейчас", "по местному времени", "ДЕНЬ", "ПОГОДА", "МИН", "МАКС",
      "ВЕРОЯТН.", "КОЛ-ВО", "ВЕТЕР", "УФ", "ВРЕМЯ", "ТЕМП", "Дневной максимум:",
    ],
    .uk: [
      "відчувається як", "зараз", "за місцевим часом", "ДЕНЬ", "ПОГОДА", "МІН", "МАКС",
      "ЙМОВІРН.", "КІЛЬК.", "ВІТЕР", "УФ", "ЧАС", "ТЕМП", "Денний максимум:",
    ],
    .ja: [
      "体感", "現在", "現地時刻", "日付", "天気", "最低", "最高", "降水確率", "降水量", "風", "UV",
      "時刻", "気温", "最高気温:",
    ],
    .zh: [
      "体感", "现在", "当地时间", "日期", "天气", "最低", "最高", "降水概率", "降水量", "风",
      "紫外线", "时间", "气温", "每日最高气温:",
    ],
  ]

  private static let conditions: [Language: [String]] = [
    .de: [
      "klar", "überwiegend klar", "teilweise bewölkt", "bedeckt", "Nebel", "Nebel mit Raureif",
      "leichter Nieselregen", "mäßiger Nieselregen", "starker Nieselregen",
      "leichter gefrierender Nieselregen", "starker gefrierender Nieselregen", "leichter Regen",
      "mäßiger Regen", "starker Regen", "leichter gefrierender Regen",
      "starker gefrierender Regen", "leichter Schneefall", "mäßiger Schneefall",
      "starker Schneefall", "Schneegriesel", "leichte Regenschauer", "mäßige Regenschauer",
      "heftige Regenschauer", "leichte Schneeschauer", "starke Schneeschauer", "Gewitter",
      "Gewitter mit leichtem Hagel", "Gewitter mit starkem Hagel",
    ],
    .fr: [
      "ciel dégagé", "plutôt dégagé", "partiellement nuageux", "couvert", "brouillard",
      "brouillard givrant", "bruine légère", "bruine modérée", "bruine dense",
      "bruine verglaçante légère", "bruine verglaçante dense", "pluie faible", "pluie modérée",
      "pluie forte", "pluie verglaçante faible", "pluie verglaçante forte", "neige faible",
      "neige modérée", "neige forte", "neige en grains", "averses de pluie faibles",
      "averses de pluie modérées", "averses de pluie violentes", "averses de neige faibles",
      "averses de neige fortes", "orage", "orage avec grêle faible", "orage avec grêle forte",
    ],
    .es: [
      "despejado", "mayormente despejado", "parcialmente nublado", "cubierto", "niebla",
      "niebla con escarcha", "llovizna ligera", "llovizna moderada", "llovizna densa",
      "llovizna helada ligera", "llovizna helada densa", "lluvia ligera", "lluvia moderada",
      "lluvia fuerte", "lluvia helada ligera", "lluvia helada fuerte", "nevada ligera",
      "nevada moderada", "nevada fuerte", "cinarra", "chubascos ligeros", "chubascos moderados",
      "chubascos violentos", "chubascos de nieve ligeros", "chubascos de nieve fuertes",
      "tormenta", "tormenta con granizo ligero", "tormenta con granizo fuerte",
    ],
    .it: [
      "sereno", "prevalentemente sereno", "parzialmente nuvoloso", "coperto", "nebbia",
      "nebbia con brina", "pioviggine debole", "pioviggine moderata", "pioviggine fitta",
      "pioviggine congelantesi debole", "pioviggine congelantesi fitta", "pioggia debole",
      "pioggia moderata", "pioggia forte", "pioggia congelantesi debole",
      "pioggia congelantesi forte", "nevicata debole", "nevicata moderata", "nevicata forte",
      "nevischio", "rovesci deboli", "rovesci moderati", "rovesci violenti",
      "rovesci di neve deboli", "rovesci di neve forti", "temporale",
      "temporale con grandine debole", "temporale con grandine forte",
    ],
    .pt: [
      "céu limpo", "predominantemente limpo", "parcialmente nublado", "encoberto", "nevoeiro",
      "nevoeiro com geada", "chuvisco fraco", "chuvisco moderado", "chuvisco denso",
      "chuvisco congelante fraco", "chuvisco congelante denso", "chuva fraca", "chuva moderada",
      "chuva forte", "chuva congelante fraca", "chuva congelante forte", "neve fraca",
      "neve moderada", "neve forte", "grãos de neve", "aguaceiros fracos",
      "aguaceiros moderados", "aguaceiros violentos", "aguaceiros de neve fracos",
      "aguaceiros de neve fortes", "trovoada", "trovoada com granizo fraco",
      "trovoada com granizo forte",
    ],
    .nl: [
      "onbewolkt", "overwegend helder", "half bewolkt", "zwaar bewolkt", "mist",
      "mist met rijp", "lichte motregen", "matige motregen", "dichte motregen",
      "lichte onderkoelde motregen", "dichte onderkoelde motregen", "lichte regen",
      "matige regen", "zware regen", "lichte onderkoelde regen", "zware onderkoelde regen",
      "lichte sneeuwval", "matige sneeuwval", "zware sneeuwval", "motsneeuw",
      "lichte regenbuien", "matige regenbuien", "zware regenbuien", "lichte sneeuwbuien",
      "zware sneeuwbuien", "onweer", "onweer met lichte hagel", "onweer met zware hagel",
    ],
    .pl: [
      "bezchmurnie", "przeważnie bezchmurnie", "częściowe zachmurzenie", "pochmurno", "mgła",
      "mgła osadzająca szadź", "słaba mżawka", "umiarkowana mżawka", "gęsta mżawka",
      "słaba marznąca mżawka", "gęsta marznąca mżawka", "słaby deszcz", "umiarkowany deszcz",
      "silny deszcz", "słaby marznący deszcz", "silny marznący deszcz", "słaby śnieg",
      "umiarkowany śnieg", "silny śnieg", "śnieg ziarnisty", "słabe przelotne opady deszczu",
      "umiarkowane przelotne opady deszczu", "gwałtowne przelotne opady deszczu",
      "słabe przelotne opady śniegu", "silne przelotne opady śniegu", "burza",
      "burza ze słabym gradem", "burza z silnym gradem",
    ],
    .ru: [
      "ясно", "преимущественно ясно", "переменная облачность", "пасмурно", "туман",
      "туман с изморозью", "слабая морось", "умеренная морось", "сильная морось",
      "слабая переохлаждённая морось", "сильная переохлаждённая морось", "небольшой дождь",
      "умеренный дождь", "сильный дождь", "слабый переохлаждённый дождь",
      "сильный переохлаждённый дождь",
      "небольшой снег", "умеренный снег", "сильный снег", "снежные зёрна", "небольшой ливень",
      "умеренный ливень", "сильный ливень", "небольшой ливневый снег", "сильный ливневый снег",
      "гроза", "гроза со слабым градом", "гроза с сильным градом",
    ],
    .uk: [
      "ясно", "переважно ясно", "мінлива хмарність", "хмарно", "туман", "туман із памороззю",
      "слабка мряка", "помірна мряка", "сильна мряка", "слабка переохолоджена мряка",
      "сильна переохолоджена мряка", "невеликий дощ", "помірний дощ", "сильний дощ",
      "слабкий переохолоджений дощ", "сильний переохолоджений дощ", "невеликий сніг",
      "помірний сніг",
      "сильний сніг", "снігові зерна", "невелика злива", "помірна злива", "сильна злива",
      "невеликий зливовий сніг", "сильний зливовий сніг", "гроза", "гроза зі слабким градом",
      "гроза з сильним градом",
    ],
    .ja: [
      "快晴", "晴れ", "晴れ時々曇り", "曇り", "霧", "着氷性の霧", "弱い霧雨", "霧雨", "強い霧雨",
      "弱い着氷性の霧雨", "強い着氷性の霧雨", "小雨", "雨", "大雨", "弱い着氷性の雨",
      "強い着氷性の雨", "小雪", "雪", "大雪", "霧雪", "弱いにわか雨", "にわか雨", "激しいにわか雨",
      "弱いにわか雪", "強いにわか雪", "雷雨", "雷雨（弱いひょう）", "雷雨（強いひょう）",
    ],
    .zh: [
      "晴", "少云", "多云", "阴", "雾", "冻雾", "小毛毛雨", "中毛毛雨", "大毛毛雨", "小冻毛毛雨",
      "大冻毛毛雨", "小雨", "中雨", "大雨", "小冻雨", "大冻雨", "小雪", "中雪", "大雪", "米雪", "小阵雨",
      "中阵雨", "强阵雨", "小阵雪", "大阵雪", "雷暴", "雷暴伴小冰雹", "雷暴伴大冰雹",
    ],
  ]
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
