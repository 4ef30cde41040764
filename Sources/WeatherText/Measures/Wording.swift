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
      "умеренный дождь", "сильный дождь", "слабый ледяной дождь", "сильный ледяной дождь",
      "небольшой снег", "умеренный снег", "сильный снег", "снежные зёрна", "небольшой ливень",
      "умеренный ливень", "сильный ливень", "небольшой ливневый снег", "сильный ливневый снег",
      "гроза", "гроза со слабым градом", "гроза с сильным градом",
    ],
    .uk: [
      "ясно", "переважно ясно", "мінлива хмарність", "хмарно", "туман", "туман із памороззю",
      "слабка мряка", "помірна мряка", "сильна мряка", "слабка переохолоджена мряка",
      "сильна переохолоджена мряка", "невеликий дощ", "помірний дощ", "сильний дощ",
      "слабкий крижаний дощ", "сильний крижаний дощ", "невеликий сніг", "помірний сніг",
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
      "晴", "大部晴朗", "局部多云", "阴", "雾", "冻雾", "小毛毛雨", "中毛毛雨", "大毛毛雨", "小冻毛毛雨",
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
