package import WeatherFeatures

/// The words of the command line's own views (``ConfigView``, ``ResolutionReport``,
/// ``FollowCommandView``, ``FollowingCommandView``, ``SearchCommandView``, ``CityCount``, the
/// data credit) in every ``Language``: a table beside ``Wording/Phrase``, kept apart so that
/// the messages of the features and the app and these grow without touching each other.
///
/// Templates as in ``Wording/Phrase``: `{1}`, `{2}`, `{3}` stand for what is filled in. Config
/// keys, option names, commands in backticks and place names stay as they are.
extension Wording {
  /// Every phrase of the command views, in the order of each language's table in
  /// ``Wording/commandPhrases``.
  package enum CommandPhrase: Int, CaseIterable, Sendable {
    // `weather config`: the table, the file's line, where each value came from.
    case configKey, configValue, configSource, configNone, configFile, configFileNotFound
    case configFileNoPath, sourceFileLine, sourceFlag, sourceEnvironment, sourceLocale
    case sourceDefault, sourceDefaultBecause, sourceNotSet, reasonNoLocale, reasonIsSet, reasonNo
    // A request that did not resolve to one place, and why `here` is where it is.
    case notFollowed, noPostalCodeOffline, offlineTable, noCityNamed, noCityNamedTrySearch
    case noCityNamedDidYouMean, postalCodeAmbiguous, nameAmbiguous, noneFollowed
    case postalCodeNeedsNetwork, fromTimeZone
    // `follow`, `unfollow`, `following`.
    case nowFollowing, alreadyFollowingCity, stoppedFollowing, notACity, positionNotFollowable
    case couldNotFollow, couldNotUnfollow, citiesFollowedOne, citiesFollowedFew
    case citiesFollowedMany, noCityFollowedYet
    // The city tables' headers (`search`, `following`).
    case headerID, headerName, headerRegion, headerCountry, headerPopulation, headerNow
    case headerWeather
    // `search` with no query, the data credit, JSON that could not be written.
    case noRecentSearches, creditOpenMeteo, creditOpenWeather, cannotEncodeJSON
    // A request echoed back into a message: `here` and every followed city.
    case requestHere, requestFollowed
  }

  /// `phrase` in this language with `values` filled in for `{1}`, `{2}`, …
  package func commandPhrase(_ phrase: CommandPhrase, _ values: String...) -> String {
    Self.filled(entry(phrase.rawValue, of: Self.commandPhrases), with: values)
  }

  /// "1 city followed.", "3 cities followed.": the count with the noun's plural form the
  /// language's rule picks (CLDR's one/few/many for Polish, Russian, Ukrainian; French counts
  /// 0 as one).
  package func citiesFollowed(_ count: Int) -> String {
    let lastTwo = abs(count) % 100
    let last = abs(count) % 10
    let few = (2...4).contains(last) && !(12...14).contains(lastTwo)
    let form: CommandPhrase =
      switch language {
      case .ru, .uk:
        last == 1 && lastTwo != 11
          ? .citiesFollowedOne : few ? .citiesFollowedFew : .citiesFollowedMany
      case .pl:
        count == 1 ? .citiesFollowedOne : few ? .citiesFollowedFew : .citiesFollowedMany
      case .fr:
        (0...1).contains(count) ? .citiesFollowedOne : .citiesFollowedMany
      default:
        count == 1 ? .citiesFollowedOne : .citiesFollowedMany
      }
    return commandPhrase(form, String(count))
  }

  /// Two sentences one after the other: a space between them, none in Japanese and Chinese,
  /// whose full stop closes a sentence by itself.
  package func sentences(_ first: String, _ second: String) -> String {
    first + (language == .ja || language == .zh ? "" : " ") + second
  }

  /// Every command phrase in every language, in ``CommandPhrase``'s order.
  package static let commandPhrases: [Language: [String]] = [
    .en: [
      "KEY", "VALUE", "SOURCE", "(none)", "config file: {1}", "config file: {1} (not found)",
      "config file: none (neither XDG_CONFIG_HOME nor HOME is an absolute path)",
      "config file, line {1}", "flag {1}", "environment {1}", "locale ({1})", "default",
      "default ({1})", "not set", "no locale set", "{1} is set", "no {1}",
      "you do not follow \"{1}\"; see `weather following`",
      "no place has the postal code \"{1}\" ({2}; the weather service knows none)",
      "the offline table has {1} codes only", "no city is named \"{1}\"",
      "no city is named \"{1}\"; try `weather search {1}`",
      "no city is named \"{1}\"; did you mean {2}?",
      "the postal code \"{1}\" is used in {2} places; give a country, e.g. `{3}`:",
      "\"{1}\" matches {2} cities; give an id, e.g. `{3}`:",
      "no place given and no city followed; try `weather forecast paris`",
      "the postal code \"{1}\" needs the network ({2}), and {3}", "from your time zone {1}",
      "Following {1} ({2}).", "Already following {1} ({2}).", "Stopped following {1} ({2}).",
      "{1} is {2}, not a city of the embedded table (15,000+ people), so it cannot be "
        + "followed; follow a city nearby by name, or use `weather forecast {1}`",
      "a position cannot be followed; follow a city by id or name",
      "the city could not be followed", "the city could not be unfollowed",
      "{1} city followed.", "{1} cities followed.", "{1} cities followed.",
      "No city followed yet. Try `weather follow 2643743`.",
      "ID", "NAME", "REGION", "COUNTRY", "POPULATION", "NOW", "WEATHER",
      "no recent searches; try `weather search london`",
      "Weather data by Open-Meteo.com (CC BY 4.0)",
      "Weather data by OpenWeather (openweathermap.org)",
      "cannot encode the output as JSON: {1}",
      "here", "every followed city",
    ],
    .de: [
      "SCHLÜSSEL", "WERT", "QUELLE", "(keiner)", "Konfigurationsdatei: {1}",
      "Konfigurationsdatei: {1} (nicht gefunden)",
      "Konfigurationsdatei: keine (weder XDG_CONFIG_HOME noch HOME ist ein absoluter Pfad)",
      "Konfigurationsdatei, Zeile {1}", "Option {1}", "Umgebungsvariable {1}",
      "Gebietsschema ({1})", "Standard", "Standard ({1})", "nicht gesetzt",
      "kein Gebietsschema gesetzt", "{1} ist gesetzt", "kein {1}",
      "Sie beobachten \"{1}\" nicht; siehe `weather following`",
      "kein Ort hat die Postleitzahl \"{1}\" ({2}; der Wetterdienst kennt keinen)",
      "die eingebaute Tabelle enthält nur Postleitzahlen für {1}", "keine Stadt heißt \"{1}\"",
      "keine Stadt heißt \"{1}\"; versuchen Sie `weather search {1}`",
      "keine Stadt heißt \"{1}\"; meinten Sie {2}?",
      "die Postleitzahl \"{1}\" gibt es an {2} Orten; geben Sie ein Land an, z. B. `{3}`:",
      "\"{1}\" passt auf {2} Städte; geben Sie eine ID an, z. B. `{3}`:",
      "kein Ort angegeben und keine Stadt beobachtet; versuchen Sie `weather forecast paris`",
      "die Postleitzahl \"{1}\" braucht das Netzwerk ({2}), und {3}", "aus Ihrer Zeitzone {1}",
      "Sie beobachten jetzt {1} ({2}).", "Sie beobachten {1} ({2}) bereits.",
      "Sie beobachten {1} ({2}) nicht mehr.",
      "{1} ist {2}, keine Stadt der eingebauten Tabelle (ab 15.000 Einwohnern), kann also "
        + "nicht beobachtet werden; beobachten Sie eine Stadt in der Nähe über ihren Namen, "
        + "oder nutzen Sie `weather forecast {1}`",
      "Koordinaten können nicht beobachtet werden; beobachten Sie eine Stadt über ID oder Namen",
      "die Stadt konnte nicht beobachtet werden",
      "die Beobachtung der Stadt konnte nicht beendet werden",
      "{1} Stadt beobachtet.", "{1} Städte beobachtet.", "{1} Städte beobachtet.",
      "Noch keine Stadt beobachtet. Versuchen Sie `weather follow 2643743`.",
      "ID", "NAME", "GEBIET", "LAND", "EINWOHNER", "JETZT", "WETTER",
      "keine letzten Suchen; versuchen Sie `weather search london`",
      "Wetterdaten: Open-Meteo.com (CC BY 4.0)",
      "Wetterdaten: OpenWeather (openweathermap.org)",
      "die Ausgabe lässt sich nicht als JSON kodieren: {1}",
      "hier", "jede beobachtete Stadt",
    ],
    .fr: [
      "CLÉ", "VALEUR", "ORIGINE", "(aucune)", "fichier de configuration : {1}",
      "fichier de configuration : {1} (introuvable)",
      "fichier de configuration : aucun (ni XDG_CONFIG_HOME ni HOME n’est un chemin absolu)",
      "fichier de configuration, ligne {1}", "option {1}", "environnement {1}",
      "paramètres régionaux ({1})", "par défaut", "par défaut ({1})", "non défini",
      "aucun paramètre régional défini", "{1} est défini", "pas de {1}",
      "vous ne suivez pas \"{1}\" ; voir `weather following`",
      "aucun lieu n’a le code postal \"{1}\" ({2} ; le service météo n’en connaît aucun)",
      "la liste intégrée ne couvre que ces pays : {1}", "aucune ville ne s’appelle \"{1}\"",
      "aucune ville ne s’appelle \"{1}\" ; essayez `weather search {1}`",
      "aucune ville ne s’appelle \"{1}\" ; vouliez-vous dire {2} ?",
      "le code postal \"{1}\" existe dans {2} lieux ; précisez un pays, p. ex. `{3}` :",
      "\"{1}\" correspond à {2} villes ; précisez un identifiant, p. ex. `{3}` :",
      "aucun lieu indiqué et aucune ville suivie ; essayez `weather forecast paris`",
      "le code postal \"{1}\" demande le réseau ({2}), et {3}",
      "d’après votre fuseau horaire {1}",
      "Vous suivez maintenant {1} ({2}).", "Vous suivez déjà {1} ({2}).",
      "Vous ne suivez plus {1} ({2}).",
      "{1} est {2}, pas une ville de la liste intégrée (plus de 15\u{202F}000 habitants), donc elle "
        + "ne peut pas être suivie ; suivez une ville proche par son nom, ou utilisez "
        + "`weather forecast {1}`",
      "des coordonnées ne peuvent pas être suivies ; suivez une ville par identifiant ou par nom",
      "la ville n’a pas pu être suivie", "impossible de ne plus suivre la ville",
      "{1} ville suivie.", "{1} villes suivies.", "{1} villes suivies.",
      "Aucune ville suivie pour l’instant. Essayez `weather follow 2643743`.",
      "ID", "NOM", "RÉGION", "PAYS", "HABITANTS", "MAINTENANT", "MÉTÉO",
      "aucune recherche récente ; essayez `weather search london`",
      "Données météo : Open-Meteo.com (CC BY 4.0)",
      "Données météo : OpenWeather (openweathermap.org)",
      "impossible d’encoder la sortie en JSON : {1}",
      "ici", "chaque ville suivie",
    ],
    .es: [
      "CLAVE", "VALOR", "ORIGEN", "(ninguno)", "archivo de configuración: {1}",
      "archivo de configuración: {1} (no encontrado)",
      "archivo de configuración: ninguno (ni XDG_CONFIG_HOME ni HOME es una ruta absoluta)",
      "archivo de configuración, línea {1}", "opción {1}", "entorno {1}",
      "configuración regional ({1})", "predeterminado", "predeterminado ({1})", "sin definir",
      "sin configuración regional", "{1} está definida", "sin {1}",
      "no sigues \"{1}\"; consulta `weather following`",
      "ningún lugar tiene el código postal \"{1}\" ({2}; el servicio meteorológico no conoce "
        + "ninguno)",
      "la lista integrada solo cubre estos países: {1}", "ninguna ciudad se llama \"{1}\"",
      "ninguna ciudad se llama \"{1}\"; prueba `weather search {1}`",
      "ninguna ciudad se llama \"{1}\"; ¿quisiste decir {2}?",
      "el código postal \"{1}\" se usa en {2} lugares; indica un país, p. ej. `{3}`:",
      "\"{1}\" coincide con {2} ciudades; indica un ID, p. ej. `{3}`:",
      "no se indicó ningún lugar y no sigues ninguna ciudad; prueba `weather forecast paris`",
      "el código postal \"{1}\" necesita la red ({2}), y {3}", "según tu zona horaria {1}",
      "Ahora sigues {1} ({2}).", "Ya sigues {1} ({2}).", "Dejaste de seguir {1} ({2}).",
      "{1} es {2}, no una ciudad de la lista integrada (más de 15.000 habitantes), así que no "
        + "se puede seguir; sigue una ciudad cercana por su nombre, o usa "
        + "`weather forecast {1}`",
      "unas coordenadas no se pueden seguir; sigue una ciudad por ID o por nombre",
      "no se pudo seguir la ciudad", "no se pudo dejar de seguir la ciudad",
      "{1} ciudad seguida.", "{1} ciudades seguidas.", "{1} ciudades seguidas.",
      "Aún no sigues ninguna ciudad. Prueba `weather follow 2643743`.",
      "ID", "NOMBRE", "REGIÓN", "PAÍS", "POBLACIÓN", "AHORA", "TIEMPO",
      "no hay búsquedas recientes; prueba `weather search london`",
      "Datos meteorológicos: Open-Meteo.com (CC BY 4.0)",
      "Datos meteorológicos: OpenWeather (openweathermap.org)",
      "no se puede codificar la salida como JSON: {1}",
      "aquí", "cada ciudad seguida",
    ],
    .it: [
      "CHIAVE", "VALORE", "ORIGINE", "(nessuno)", "file di configurazione: {1}",
      "file di configurazione: {1} (non trovato)",
      "file di configurazione: nessuno (né XDG_CONFIG_HOME né HOME è un percorso assoluto)",
      "file di configurazione, riga {1}", "opzione {1}", "ambiente {1}",
      "impostazioni locali ({1})", "predefinito", "predefinito ({1})", "non impostato",
      "impostazioni locali assenti", "{1} è impostata", "manca {1}",
      "non segui \"{1}\"; vedi `weather following`",
      "nessun luogo ha il codice postale \"{1}\" ({2}; il servizio meteo non ne conosce)",
      "l’elenco integrato copre solo questi paesi: {1}", "nessuna città si chiama \"{1}\"",
      "nessuna città si chiama \"{1}\"; prova `weather search {1}`",
      "nessuna città si chiama \"{1}\"; forse intendevi {2}?",
      "il codice postale \"{1}\" è usato in {2} luoghi; indica un paese, ad es. `{3}`:",
      "\"{1}\" corrisponde a {2} città; indica un ID, ad es. `{3}`:",
      "nessun luogo indicato e nessuna città seguita; prova `weather forecast paris`",
      "il codice postale \"{1}\" richiede la rete ({2}), e {3}", "dal tuo fuso orario {1}",
      "Ora segui {1} ({2}).", "Segui già {1} ({2}).", "Non segui più {1} ({2}).",
      "{1} è {2}, non una città dell’elenco integrato (oltre 15.000 abitanti), quindi non si "
        + "può seguire; segui una città vicina per nome, oppure usa `weather forecast {1}`",
      "delle coordinate non si possono seguire; segui una città per ID o per nome",
      "non è stato possibile seguire la città",
      "non è stato possibile smettere di seguire la città",
      "{1} città seguita.", "{1} città seguite.", "{1} città seguite.",
      "Nessuna città seguita finora. Prova `weather follow 2643743`.",
      "ID", "NOME", "REGIONE", "PAESE", "ABITANTI", "ORA", "METEO",
      "nessuna ricerca recente; prova `weather search london`",
      "Dati meteo: Open-Meteo.com (CC BY 4.0)", "Dati meteo: OpenWeather (openweathermap.org)",
      "impossibile codificare il risultato in JSON: {1}",
      "qui", "ogni città seguita",
    ],
    .pt: [
      "CHAVE", "VALOR", "ORIGEM", "(nenhum)", "ficheiro de configuração: {1}",
      "ficheiro de configuração: {1} (não encontrado)",
      "ficheiro de configuração: nenhum (nem XDG_CONFIG_HOME nem HOME é um caminho absoluto)",
      "ficheiro de configuração, linha {1}", "opção {1}", "ambiente {1}",
      "definições regionais ({1})", "predefinição", "predefinição ({1})", "não definido",
      "sem definições regionais", "{1} está definida", "sem {1}",
      "não segue \"{1}\"; veja `weather following`",
      "nenhum lugar tem o código postal \"{1}\" ({2}; o serviço meteorológico não conhece "
        + "nenhum)",
      "a lista integrada só cobre estes países: {1}", "nenhuma cidade se chama \"{1}\"",
      "nenhuma cidade se chama \"{1}\"; experimente `weather search {1}`",
      "nenhuma cidade se chama \"{1}\"; queria dizer {2}?",
      "o código postal \"{1}\" é usado em {2} lugares; indique um país, p. ex. `{3}`:",
      "\"{1}\" corresponde a {2} cidades; indique um ID, p. ex. `{3}`:",
      "nenhum lugar indicado e nenhuma cidade seguida; experimente `weather forecast paris`",
      "o código postal \"{1}\" precisa da rede ({2}), e {3}", "pelo seu fuso horário {1}",
      "Agora segue {1} ({2}).", "Já segue {1} ({2}).", "Deixou de seguir {1} ({2}).",
      "{1} é {2}, não uma cidade da lista integrada (mais de 15\u{00A0}000 habitantes), por isso não "
        + "pode ser seguida; siga uma cidade próxima pelo nome, ou use `weather forecast {1}`",
      "coordenadas não podem ser seguidas; siga uma cidade por ID ou por nome",
      "não foi possível seguir a cidade", "não foi possível deixar de seguir a cidade",
      "{1} cidade seguida.", "{1} cidades seguidas.", "{1} cidades seguidas.",
      "Ainda não segue nenhuma cidade. Experimente `weather follow 2643743`.",
      "ID", "NOME", "REGIÃO", "PAÍS", "HABITANTES", "AGORA", "TEMPO",
      "sem pesquisas recentes; experimente `weather search london`",
      "Dados meteorológicos: Open-Meteo.com (CC BY 4.0)",
      "Dados meteorológicos: OpenWeather (openweathermap.org)",
      "não é possível codificar o resultado em JSON: {1}",
      "aqui", "cada cidade seguida",
    ],
    .nl: [
      "SLEUTEL", "WAARDE", "HERKOMST", "(geen)", "configuratiebestand: {1}",
      "configuratiebestand: {1} (niet gevonden)",
      "configuratiebestand: geen (XDG_CONFIG_HOME noch HOME is een absoluut pad)",
      "configuratiebestand, regel {1}", "optie {1}", "omgevingsvariabele {1}",
      "landinstelling ({1})", "standaard", "standaard ({1})", "niet ingesteld",
      "geen landinstelling", "{1} is ingesteld", "geen {1}",
      "je volgt \"{1}\" niet; zie `weather following`",
      "geen plaats heeft postcode \"{1}\" ({2}; de weerdienst kent er geen)",
      "de ingebouwde lijst dekt alleen deze landen: {1}", "geen stad heet \"{1}\"",
      "geen stad heet \"{1}\"; probeer `weather search {1}`",
      "geen stad heet \"{1}\"; bedoelde je {2}?",
      "postcode \"{1}\" komt voor op {2} plaatsen; geef een land op, bijv. `{3}`:",
      "\"{1}\" past bij {2} steden; geef een ID op, bijv. `{3}`:",
      "geen plaats opgegeven en geen stad gevolgd; probeer `weather forecast paris`",
      "postcode \"{1}\" heeft het netwerk nodig ({2}), en {3}", "volgens je tijdzone {1}",
      "Je volgt nu {1} ({2}).", "Je volgt {1} ({2}) al.", "Je volgt {1} ({2}) niet meer.",
      "{1} is {2}, geen stad uit de ingebouwde lijst (meer dan 15.000 inwoners), dus niet te "
        + "volgen; volg een stad in de buurt op naam, of gebruik `weather forecast {1}`",
      "coördinaten kun je niet volgen; volg een stad op ID of naam",
      "de stad kon niet worden gevolgd", "de stad kon niet worden ontvolgd",
      "{1} stad gevolgd.", "{1} steden gevolgd.", "{1} steden gevolgd.",
      "Nog geen stad gevolgd. Probeer `weather follow 2643743`.",
      "ID", "NAAM", "REGIO", "LAND", "INWONERS", "NU", "WEER",
      "geen recente zoekopdrachten; probeer `weather search london`",
      "Weergegevens: Open-Meteo.com (CC BY 4.0)",
      "Weergegevens: OpenWeather (openweathermap.org)",
      "kan de uitvoer niet als JSON coderen: {1}",
      "hier", "elke gevolgde stad",
    ],
    .pl: [
      "KLUCZ", "WARTOŚĆ", "ŹRÓDŁO", "(brak)", "plik konfiguracji: {1}",
      "plik konfiguracji: {1} (nie znaleziono)",
      "plik konfiguracji: brak (ani XDG_CONFIG_HOME, ani HOME nie jest ścieżką bezwzględną)",
      "plik konfiguracji, wiersz {1}", "opcja {1}", "zmienna środowiska {1}",
      "ustawienia regionalne ({1})", "domyślnie", "domyślnie ({1})", "nie ustawiono",
      "brak ustawień regionalnych", "ustawiono {1}", "brak {1}",
      "nie obserwujesz \"{1}\"; zobacz `weather following`",
      "żadne miejsce nie ma kodu pocztowego \"{1}\" ({2}; serwis pogodowy nie zna żadnego)",
      "wbudowana tabela obejmuje tylko te kraje: {1}", "żadne miasto nie nazywa się \"{1}\"",
      "żadne miasto nie nazywa się \"{1}\"; spróbuj `weather search {1}`",
      "żadne miasto nie nazywa się \"{1}\"; czy chodziło o {2}?",
      "kod pocztowy \"{1}\" występuje w {2} miejscach; podaj kraj, np. `{3}`:",
      "\"{1}\" pasuje do {2} miast; podaj ID, np. `{3}`:",
      "nie podano miejsca i nie obserwujesz żadnego miasta; spróbuj `weather forecast paris`",
      "kod pocztowy \"{1}\" wymaga sieci ({2}), a {3}", "według twojej strefy czasowej {1}",
      "Obserwujesz teraz {1} ({2}).", "Już obserwujesz {1} ({2}).",
      "Nie obserwujesz już: {1} ({2}).",
      "{1} to {2}, a nie miasto z wbudowanej tabeli (ponad 15\u{00A0}000 mieszkańców), więc nie "
        + "można go obserwować; obserwuj pobliskie miasto po nazwie albo użyj "
        + "`weather forecast {1}`",
      "współrzędnych nie można obserwować; obserwuj miasto po ID lub nazwie",
      "nie udało się obserwować miasta", "nie udało się przestać obserwować miasta",
      "{1} obserwowane miasto.", "{1} obserwowane miasta.", "{1} obserwowanych miast.",
      "Nie obserwujesz jeszcze żadnego miasta. Spróbuj `weather follow 2643743`.",
      "ID", "NAZWA", "REGION", "KRAJ", "LUDNOŚĆ", "TERAZ", "POGODA",
      "brak ostatnich wyszukiwań; spróbuj `weather search london`",
      "Dane pogodowe: Open-Meteo.com (CC BY 4.0)",
      "Dane pogodowe: OpenWeather (openweathermap.org)",
      "nie można zakodować wyniku jako JSON: {1}",
      "tutaj", "każde obserwowane miasto",
    ],
    .ru: [
      "КЛЮЧ", "ЗНАЧЕНИЕ", "ИСТОЧНИК", "(нет)", "файл настроек: {1}",
      "файл настроек: {1} (не найден)",
      "файл настроек: нет (ни XDG_CONFIG_HOME, ни HOME не является абсолютным путём)",
      "файл настроек, строка {1}", "параметр {1}", "переменная окружения {1}",
      "локаль ({1})", "по умолчанию", "по умолчанию ({1})", "не задано", "локаль не задана",
      "задана {1}", "нет {1}",
      "\"{1}\" нет в избранном; см. `weather following`",
      "ни у одного места нет почтового индекса \"{1}\" ({2}; сервис погоды таких не знает)",
      "встроенная таблица содержит индексы только для: {1}",
      "нет города с названием \"{1}\"",
      "нет города с названием \"{1}\"; попробуйте `weather search {1}`",
      "нет города с названием \"{1}\"; возможно, вы имели в виду {2}?",
      "почтовый индекс \"{1}\" есть у нескольких мест ({2}); укажите страну, например `{3}`:",
      "под \"{1}\" подходят несколько городов ({2}); укажите ID, например `{3}`:",
      "место не указано, а избранное пусто; попробуйте `weather forecast paris`",
      "для почтового индекса \"{1}\" нужна сеть ({2}), а {3}",
      "по вашему часовому поясу {1}",
      "Добавлено в избранное: {1} ({2}).", "Уже в избранном: {1} ({2}).",
      "Удалено из избранного: {1} ({2}).",
      "{1} — это {2}, а не город из встроенной таблицы (от 15\u{00A0}000 жителей), поэтому его "
        + "нельзя добавить в избранное; добавьте ближайший город по названию или "
        + "используйте `weather forecast {1}`",
      "координаты нельзя добавить в избранное; добавьте город по ID или названию",
      "не удалось добавить город в избранное", "не удалось удалить город из избранного",
      "{1} город в избранном.", "{1} города в избранном.", "{1} городов в избранном.",
      "В избранном пока нет городов. Попробуйте `weather follow 2643743`.",
      "ID", "НАЗВАНИЕ", "РЕГИОН", "СТРАНА", "НАСЕЛЕНИЕ", "СЕЙЧАС", "ПОГОДА",
      "недавних поисков нет; попробуйте `weather search london`",
      "Данные о погоде: Open-Meteo.com (CC BY 4.0)",
      "Данные о погоде: OpenWeather (openweathermap.org)",
      "не удалось закодировать вывод в JSON: {1}",
      "здесь", "каждый город в избранном",
    ],
    .uk: [
      "КЛЮЧ", "ЗНАЧЕННЯ", "ДЖЕРЕЛО", "(немає)", "файл налаштувань: {1}",
      "файл налаштувань: {1} (не знайдено)",
      "файл налаштувань: немає (ні XDG_CONFIG_HOME, ні HOME не є абсолютним шляхом)",
      "файл налаштувань, рядок {1}", "параметр {1}", "змінна середовища {1}",
      "локаль ({1})", "типово", "типово ({1})", "не задано", "локаль не задано",
      "задано {1}", "немає {1}",
      "\"{1}\" немає в обраному; див. `weather following`",
      "жодне місце не має поштового індексу \"{1}\" ({2}; сервіс погоди таких не знає)",
      "вбудована таблиця містить індекси лише для: {1}", "немає міста з назвою \"{1}\"",
      "немає міста з назвою \"{1}\"; спробуйте `weather search {1}`",
      "немає міста з назвою \"{1}\"; можливо, ви мали на увазі {2}?",
      "поштовий індекс \"{1}\" мають кілька місць ({2}); вкажіть країну, наприклад `{3}`:",
      "під \"{1}\" підходять кілька міст ({2}); вкажіть ID, наприклад `{3}`:",
      "місце не вказано, а обране порожнє; спробуйте `weather forecast paris`",
      "для поштового індексу \"{1}\" потрібна мережа ({2}), а {3}",
      "за вашим часовим поясом {1}",
      "Додано до обраного: {1} ({2}).", "Уже в обраному: {1} ({2}).",
      "Вилучено з обраного: {1} ({2}).",
      "{1} — це {2}, а не місто з вбудованої таблиці (від 15\u{00A0}000 жителів), тому його не можна "
        + "додати до обраного; додайте найближче місто за назвою або скористайтеся "
        + "`weather forecast {1}`",
      "координати не можна додати до обраного; додайте місто за ID або назвою",
      "не вдалося додати місто до обраного", "не вдалося вилучити місто з обраного",
      "{1} місто в обраному.", "{1} міста в обраному.", "{1} міст в обраному.",
      "В обраному ще немає міст. Спробуйте `weather follow 2643743`.",
      "ID", "НАЗВА", "РЕГІОН", "КРАЇНА", "НАСЕЛЕННЯ", "ЗАРАЗ", "ПОГОДА",
      "недавніх пошуків немає; спробуйте `weather search london`",
      "Дані про погоду: Open-Meteo.com (CC BY 4.0)",
      "Дані про погоду: OpenWeather (openweathermap.org)",
      "не вдалося закодувати вивід у JSON: {1}",
      "тут", "кожне місто в обраному",
    ],
    .ja: [
      "キー", "値", "設定元", "(なし)", "設定ファイル: {1}", "設定ファイル: {1} (見つかりません)",
      "設定ファイル: なし (XDG_CONFIG_HOME も HOME も絶対パスではありません)",
      "設定ファイルの {1} 行目", "オプション {1}", "環境変数 {1}", "ロケール ({1})", "既定値",
      "既定値 ({1})", "未設定", "ロケール未設定", "{1} が設定済み", "{1} なし",
      "\"{1}\" はフォローしていません。`weather following` を参照してください",
      "郵便番号 \"{1}\" の場所はありません ({2}。気象サービスにも該当なし)",
      "内蔵の表にあるのは {1} の郵便番号のみです", "\"{1}\" という都市はありません",
      "\"{1}\" という都市はありません。`weather search {1}` を試してください",
      "\"{1}\" という都市はありません。{2} のことですか?",
      "郵便番号 \"{1}\" は {2} か所で使われています。国を指定してください (例: `{3}`):",
      "\"{1}\" に一致する都市が {2} 件あります。ID を指定してください (例: `{3}`):",
      "場所の指定がなく、フォロー中の都市もありません。`weather forecast paris` を試してください",
      "郵便番号 \"{1}\" にはネットワークが必要です ({2})。また、{3}", "タイムゾーン {1} から",
      "{1} ({2}) をフォローしました。", "{1} ({2}) は既にフォロー中です。",
      "{1} ({2}) のフォローを解除しました。",
      "{1} は {2} で、内蔵の都市表 (人口 15,000 人以上) にないためフォローできません。"
        + "近くの都市を名前でフォローするか、`weather forecast {1}` を使ってください",
      "座標はフォローできません。都市を ID か名前でフォローしてください",
      "都市をフォローできませんでした", "都市のフォローを解除できませんでした",
      "{1} 都市をフォロー中。", "{1} 都市をフォロー中。", "{1} 都市をフォロー中。",
      "フォロー中の都市はまだありません。`weather follow 2643743` を試してください。",
      "ID", "名前", "地域", "国", "人口", "現在", "天気",
      "最近の検索はありません。`weather search london` を試してください",
      "気象データ: Open-Meteo.com (CC BY 4.0)", "気象データ: OpenWeather (openweathermap.org)",
      "出力を JSON にエンコードできません: {1}",
      "現在地", "フォロー中のすべての都市",
    ],
    .zh: [
      "键", "值", "来源", "(无)", "配置文件：{1}", "配置文件：{1}（未找到）",
      "配置文件：无（XDG_CONFIG_HOME 和 HOME 都不是绝对路径）", "配置文件第 {1} 行",
      "选项 {1}", "环境变量 {1}", "区域设置（{1}）", "默认", "默认（{1}）", "未设置",
      "未设置区域", "已设置 {1}", "无 {1}",
      "未关注 \"{1}\"；参见 `weather following`",
      "没有地点的邮政编码是 \"{1}\"（{2}；天气服务也不知道）",
      "内置表只有 {1} 的邮政编码", "没有名为 \"{1}\" 的城市",
      "没有名为 \"{1}\" 的城市；试试 `weather search {1}`",
      "没有名为 \"{1}\" 的城市；您是指 {2} 吗？",
      "邮政编码 \"{1}\" 对应 {2} 个地点；请指定国家，例如 `{3}`：",
      "\"{1}\" 匹配 {2} 个城市；请指定 ID，例如 `{3}`：",
      "未指定地点，也没有关注的城市；试试 `weather forecast paris`",
      "邮政编码 \"{1}\" 需要联网（{2}），而且{3}", "根据您的时区 {1}",
      "已关注 {1} ({2})。", "已经关注了 {1} ({2})。", "已取消关注 {1} ({2})。",
      "{1} 是 {2}，不是内置城市表（人口 15,000 以上）中的城市，因此无法关注；"
        + "请按名称关注附近的城市，或使用 `weather forecast {1}`",
      "无法关注坐标；请按 ID 或名称关注城市", "无法关注该城市", "无法取消关注该城市",
      "已关注 {1} 个城市。", "已关注 {1} 个城市。", "已关注 {1} 个城市。",
      "尚未关注任何城市。试试 `weather follow 2643743`。",
      "ID", "名称", "地区", "国家", "人口", "现在", "天气",
      "没有最近的搜索；试试 `weather search london`",
      "天气数据：Open-Meteo.com (CC BY 4.0)", "天气数据：OpenWeather (openweathermap.org)",
      "无法将输出编码为 JSON：{1}",
      "当前位置", "每个已关注的城市",
    ],
  ]
}
