package import WeatherFeatures

/// The messages the commands print and the full-screen app's words, in every ``Language``:
/// the one table of them, so that a command and the app never word one thing two ways.
///
/// A phrase is a template: `{1}`, `{2}` stand for what is filled in (a name, an age, a
/// provider's own words, which stay as the provider wrote them).
extension Wording {
  /// Every phrase, in the order of each language's table in ``Wording/phrases``.
  package enum Phrase: Int, CaseIterable, Sendable {
    // Errors the features report (``WeatherError``).
    case offline, timedOut, rateLimited, unauthorized, missingAPIKey, providerError
    case invalidResponse, unknownCityID, alreadyFollowing
    // A forecast shown stale, and ages.
    case couldNotRefresh, showingForecastFrom, showingWeatherFrom, staleLine
    case ageUnknown, ageSeconds, ageMinutes, ageHours, ageDay, ageDays, ageUnderAMinute
    // The command line's own messages.
    case unknownCommand, unknownOption, didYouMean, usage, cannotWrite, noPlaceToShow
    case weatherDidNotArrive, noCityMatches, noPostalCodeMatches, searchNotRemembered
    // The full-screen app.
    case searchOffline, searchOnline, following, forecastDaily, forecastHourly, keysTitle
    case helpFooter, headerRight, undoOffer, hintSearch, hintResults, hintFollowing
    case hintForecast, loading, noFollowedCities, unavailable, ageOld, pickACity
    case loadingForecast, feelsShort, staleFetched, rainHeader, chartNextHours
    case chartDailyHigh, typeACityName, searching, noCityMatchesApp, recentSearchesFailed
    case recentToPick, recentPicked, tooSmall, tooSmallNow
    // What the app's keys do (``KeyTable``'s order).
    case keyPanes, keySearch, keyMove, keyFollow, keyBack, keyUnfollow, keyReorder
    case keyRefresh, keyToggle, keyHelp, keyQuit, keyLetters
  }

  /// `phrase` in this language with `values` filled in for `{1}`, `{2}`, …
  package func phrase(_ phrase: Phrase, _ values: String...) -> String {
    let table = Self.phrases[language] ?? []
    let english = Self.phrases[.en] ?? []
    var text =
      table.indices.contains(phrase.rawValue)
      ? table[phrase.rawValue]
      : english.indices.contains(phrase.rawValue) ? english[phrase.rawValue] : ""
    for (index, value) in values.enumerated() {
      text = text.replacingOccurrences(of: "{\(index + 1)}", with: value)
    }
    return text
  }

  /// A failure the features reported, in words; a provider's or the system's own words in it
  /// stay as they were said.
  package func message(_ error: WeatherError) -> String {
    switch error {
    case .offline(let detail): phrase(.offline, detail)
    case .timedOut: phrase(.timedOut)
    case .rateLimited(let detail):
      phrase(.rateLimited) + (detail.isEmpty ? "" : " (\(detail))")
    case .unauthorized(let detail): phrase(.unauthorized, detail)
    case .missingAPIKey(let provider, let variable): phrase(.missingAPIKey, provider, variable)
    case .provider(let detail): phrase(.providerError, detail)
    case .invalidResponse(let detail): phrase(.invalidResponse, detail)
    case .unknownCity(let id): phrase(.unknownCityID, String(id))
    case .alreadyFollowing(let city): phrase(.alreadyFollowing, city.displayName)
    case .storage, .configuration: error.message
    }
  }

  /// How old a stale forecast is: "12 min", "3 h", "2 days" (``Staleness/ageDescription`` in
  /// this language).
  package func age(_ staleness: Staleness) -> String {
    let seconds = staleness.ageSeconds
    return switch seconds {
    case ..<0: phrase(.ageUnknown)
    case ..<60: phrase(.ageSeconds, String(seconds))
    case ..<3600: phrase(.ageMinutes, String(seconds / 60))
    case ..<86_400: phrase(.ageHours, String(seconds / 3600))
    default:
      phrase(seconds / 86_400 == 1 ? .ageDay : .ageDays, String(seconds / 86_400))
    }
  }

  /// Why a forecast is shown stale: the error's words, else that it could not be refreshed.
  package func staleReason(_ staleness: Staleness) -> String {
    staleness.reason.map(message) ?? phrase(.couldNotRefresh)
  }

  /// The compass point the wind comes from: 90° → "E" ("O" in German, "В" in Russian).
  package func compass(_ degrees: Double) -> String {
    let english = Measurement.compass(degrees)
    guard let index = Self.englishPoints.firstIndex(of: english),
      let points = Self.compassPoints[language], points.indices.contains(index)
    else { return english }
    return points[index]
  }

  /// A unit symbol as this language writes it ("km/h" is "км/ч" in Russian, "kn" is "nd" in
  /// French); the symbol as is where the language writes it the international way.
  package func unit(_ symbol: String) -> String {
    Self.unitSymbols[language]?[symbol] ?? symbol
  }

  private static let englishPoints = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

  /// The eight compass points, N to NW clockwise; a language missing writes them as English.
  package static let compassPoints: [Language: [String]] = [
    .en: englishPoints,
    .de: ["N", "NO", "O", "SO", "S", "SW", "W", "NW"],
    .fr: ["N", "NE", "E", "SE", "S", "SO", "O", "NO"],
    .es: ["N", "NE", "E", "SE", "S", "SO", "O", "NO"],
    .it: ["N", "NE", "E", "SE", "S", "SO", "O", "NO"],
    .pt: ["N", "NE", "E", "SE", "S", "SO", "O", "NO"],
    .nl: ["N", "NO", "O", "ZO", "Z", "ZW", "W", "NW"],
    .pl: ["N", "NE", "E", "SE", "S", "SW", "W", "NW"],
    .ru: ["С", "СВ", "В", "ЮВ", "Ю", "ЮЗ", "З", "СЗ"],
    .uk: ["Пн", "ПнСх", "Сх", "ПдСх", "Пд", "ПдЗх", "Зх", "ПнЗх"],
    .ja: ["北", "北東", "東", "南東", "南", "南西", "西", "北西"],
    .zh: ["北", "东北", "东", "东南", "南", "西南", "西", "西北"],
  ]

  /// Symbols a language writes its own way; the rest are international (SI or the US's).
  private static let unitSymbols: [Language: [String: String]] = [
    .fr: ["kn": "nd"],
    .es: ["kn": "nudos"],
    .pt: ["kn": "nós"],
    .ru: [
      "km/h": "км/ч", "m/s": "м/с", "mph": "миль/ч", "kn": "уз", "mm": "мм", "in": "дюйм",
      "hPa": "гПа", "inHg": "дюйм рт. ст.", "km": "км", "mi": "мили",
    ],
    .uk: [
      "km/h": "км/год", "m/s": "м/с", "mph": "миль/год", "kn": "вуз.", "mm": "мм", "in": "дюйм",
      "hPa": "гПа", "inHg": "дюйм рт. ст.", "km": "км", "mi": "милі",
    ],
    .ja: ["kn": "ノット"],
    .zh: ["kn": "节"],
  ]

  /// Every language's phrases, in ``Phrase`` order.
  package static let phrases: [Language: [String]] = [
    .en: [
      "cannot reach the weather service: {1}", "the weather service did not answer in time",
      "rate limited, try again in a minute", "the API key was rejected: {1}",
      "{1} needs an API key: set {2}, or choose --provider open-meteo",
      "the weather service reported an error: {1}",
      "the weather service sent an unreadable answer: {1}", "no city has the id {1}",
      "{1} is followed already",
      "the forecast could not be refreshed", "{1}; showing the forecast from {2} ago",
      "{1}; showing the weather from {2} ago", "stale: this forecast was fetched {1} ago",
      "an unknown time", "{1} s", "{1} min", "{1} h", "{1} day", "{1} days", "<1 min",
      "unknown command '{1}'", "unknown option '{1}'", "{1}; did you mean '{2}'?",
      "Usage: {1} (see `{2} --help`)", "cannot write to standard output: {1}",
      "no place to show", "the weather did not arrive", "no city matches \"{1}\"",
      "no place has the postal code \"{1}\"", "the search was not remembered: {1}",
      "Search · offline", "Search · online", "Following", "Forecast · daily",
      "Forecast · hourly", "Keys", "Esc, ? or q closes this help", "{1} · ? keys · q quits",
      "Unfollowed {1}: press u to undo",
      "type to search · ↓ results · Enter follow · Esc clear · Tab next pane",
      "↑↓ move · Enter/f follow · Esc back to the box · Tab next pane",
      "↑↓ move · Enter forecast · d unfollow · K/J reorder · r refresh · Tab",
      "↑↓ scroll · h hourly/daily · m units · r refresh · Tab next pane", "Loading…",
      "No followed cities: search, then Enter.", "unavailable", "{1} old",
      "Pick a city: Enter on a search result, or select a followed city.",
      "Loading the forecast…", "feels", "stale, fetched {1} ago", "RAIN", "next hours",
      "daily high", "Type a city name.", "Searching…", "No city matches \"{1}\".",
      "Recent searches: {1}", "Recent (↓ to pick):", "Recent (Enter, d):",
      "enlarge the terminal to at least {1}", "(now {1}; q quits)",
      "next / previous pane", "search (in the search pane)", "move the selection, scroll",
      "follow a result / show a city", "back to the search box, clear it",
      "unfollow / undo while offered", "move a followed city up / down",
      "refresh conditions and forecast", "hourly or daily / metric or imperial", "this help",
      "quit / quit / suspend (fg resumes)", "letters",
    ],
    .de: [
      "der Wetterdienst ist nicht erreichbar: {1}",
      "der Wetterdienst hat nicht rechtzeitig geantwortet",
      "zu viele Anfragen, in einer Minute erneut versuchen",
      "der API-Schlüssel wurde abgelehnt: {1}",
      "{1} braucht einen API-Schlüssel: {2} setzen oder --provider open-meteo wählen",
      "der Wetterdienst meldet einen Fehler: {1}",
      "die Antwort des Wetterdienstes ist unlesbar: {1}", "keine Stadt hat die ID {1}",
      "{1} wird bereits beobachtet",
      "die Vorhersage konnte nicht aktualisiert werden",
      "{1}; gezeigt wird die Vorhersage von vor {2}",
      "{1}; gezeigt wird das Wetter von vor {2}",
      "veraltet: diese Vorhersage wurde vor {1} abgerufen",
      "unbekannter Zeit", "{1} s", "{1} min", "{1} h", "{1} Tag", "{1} Tagen", "<1 min",
      "unbekannter Befehl '{1}'", "unbekannte Option '{1}'", "{1}; meinten Sie '{2}'?",
      "Aufruf: {1} (siehe `{2} --help`)",
      "die Standardausgabe kann nicht geschrieben werden: {1}",
      "kein Ort zum Anzeigen", "das Wetter ist nicht angekommen",
      "keine Stadt passt zu \"{1}\"", "kein Ort hat die Postleitzahl \"{1}\"",
      "die Suche wurde nicht gespeichert: {1}",
      "Suche · offline", "Suche · online", "Beobachtet", "Vorhersage · täglich",
      "Vorhersage · stündlich", "Tasten", "Esc, ? oder q schließt diese Hilfe",
      "{1} · ? Tasten · q beendet", "{1} nicht mehr beobachtet: u macht es rückgängig",
      "tippen zum Suchen · ↓ Treffer · Enter beobachten · Esc leeren · Tab weiter",
      "↑↓ wählen · Enter/f beobachten · Esc zurück zum Feld · Tab weiter",
      "↑↓ wählen · Enter Vorhersage · d entfernen · K/J ordnen · r neu laden · Tab",
      "↑↓ blättern · h stündlich/täglich · m Einheiten · r neu laden · Tab weiter",
      "Lädt…", "Keine beobachteten Städte: suchen, dann Enter.", "nicht verfügbar",
      "{1} alt", "Stadt wählen: Enter auf einem Suchtreffer oder eine beobachtete Stadt wählen.",
      "Vorhersage wird geladen…", "gefühlt", "veraltet, abgerufen vor {1}", "REGEN",
      "nächste Stunden", "Tageshöchstwerte", "Einen Städtenamen tippen.", "Sucht…",
      "Keine Stadt passt zu \"{1}\".", "Letzte Suchen: {1}", "Letzte (↓ zum Wählen):",
      "Letzte (Enter, d):", "das Terminal auf mindestens {1} vergrößern",
      "(jetzt {1}; q beendet)",
      "nächster / vorheriger Bereich", "suchen (im Suchbereich)",
      "Auswahl bewegen, blättern", "Treffer beobachten / Stadt zeigen",
      "zurück zum Suchfeld, es leeren", "nicht mehr beobachten / rückgängig, solange angeboten",
      "beobachtete Stadt nach oben / unten", "Wetter und Vorhersage neu laden",
      "stündlich oder täglich / metrisch oder imperial", "diese Hilfe",
      "beenden / beenden / anhalten (fg setzt fort)", "Buchstaben",
    ],
    .fr: [
      "impossible de joindre le service météo : {1}",
      "le service météo n’a pas répondu à temps",
      "trop de requêtes, réessayez dans une minute", "la clé d’API a été refusée : {1}",
      "{1} demande une clé d’API : définissez {2} ou choisissez --provider open-meteo",
      "le service météo a signalé une erreur : {1}",
      "le service météo a envoyé une réponse illisible : {1}",
      "aucune ville n’a l’identifiant {1}", "{1} est déjà suivie",
      "la prévision n’a pas pu être actualisée",
      "{1} ; prévision d’il y a {2} affichée", "{1} ; météo d’il y a {2} affichée",
      "périmée : cette prévision a été obtenue il y a {1}",
      "une durée inconnue", "{1} s", "{1} min", "{1} h", "{1} jour", "{1} jours", "<1 min",
      "commande inconnue '{1}'", "option inconnue '{1}'", "{1} ; vouliez-vous dire '{2}' ?",
      "Utilisation : {1} (voir `{2} --help`)",
      "impossible d’écrire sur la sortie standard : {1}",
      "aucun lieu à afficher", "la météo n’est pas arrivée",
      "aucune ville ne correspond à \"{1}\"", "aucun lieu n’a le code postal \"{1}\"",
      "la recherche n’a pas été mémorisée : {1}",
      "Recherche · hors ligne", "Recherche · en ligne", "Suivies", "Prévisions · par jour",
      "Prévisions · par heure", "Touches", "Échap, ? ou q ferme cette aide",
      "{1} · ? touches · q quitte", "{1} n’est plus suivie : u pour annuler",
      "tapez pour chercher · ↓ résultats · Entrée suivre · Échap effacer · Tab suite",
      "↑↓ choisir · Entrée/f suivre · Échap retour au champ · Tab suite",
      "↑↓ choisir · Entrée prévision · d retirer · K/J ordre · r actualiser · Tab",
      "↑↓ défiler · h heure/jour · m unités · r actualiser · Tab suite",
      "Chargement…", "Aucune ville suivie : cherchez, puis Entrée.", "indisponible",
      "il y a {1}",
      "Choisissez une ville : Entrée sur un résultat, ou une ville suivie.",
      "Chargement des prévisions…", "ressenti", "périmée, obtenue il y a {1}", "PLUIE",
      "prochaines heures", "maximales du jour", "Tapez un nom de ville.", "Recherche…",
      "Aucune ville ne correspond à \"{1}\".", "Recherches récentes : {1}",
      "Récentes (↓ pour choisir) :", "Récentes (Entrée, d) :",
      "agrandissez le terminal à au moins {1}", "(actuellement {1} ; q quitte)",
      "volet suivant / précédent", "chercher (dans le volet de recherche)",
      "déplacer la sélection, défiler", "suivre un résultat / afficher une ville",
      "retour au champ de recherche, l’effacer", "ne plus suivre / annuler tant que proposé",
      "monter / descendre une ville suivie", "actualiser la météo et les prévisions",
      "par heure ou par jour / métrique ou impérial", "cette aide",
      "quitter / quitter / suspendre (fg reprend)", "lettres",
    ],
    .es: [
      "no se puede conectar con el servicio meteorológico: {1}",
      "el servicio meteorológico no respondió a tiempo",
      "demasiadas solicitudes, vuelve a intentarlo en un minuto",
      "la clave de API fue rechazada: {1}",
      "{1} necesita una clave de API: define {2} o elige --provider open-meteo",
      "el servicio meteorológico informó de un error: {1}",
      "el servicio meteorológico envió una respuesta ilegible: {1}",
      "ninguna ciudad tiene el id {1}", "ya sigues {1}",
      "no se pudo actualizar el pronóstico",
      "{1}; se muestra el pronóstico de hace {2}", "{1}; se muestra el tiempo de hace {2}",
      "desactualizado: este pronóstico se obtuvo hace {1}",
      "un tiempo desconocido", "{1} s", "{1} min", "{1} h", "{1} día", "{1} días", "<1 min",
      "orden desconocida '{1}'", "opción desconocida '{1}'", "{1}; ¿quisiste decir '{2}'?",
      "Uso: {1} (ver `{2} --help`)", "no se puede escribir en la salida estándar: {1}",
      "ningún lugar que mostrar", "el tiempo no llegó",
      "ninguna ciudad coincide con \"{1}\"", "ningún lugar tiene el código postal \"{1}\"",
      "la búsqueda no se guardó: {1}",
      "Búsqueda · sin conexión", "Búsqueda · en línea", "Seguidas", "Pronóstico · diario",
      "Pronóstico · por horas", "Teclas", "Esc, ? o q cierra esta ayuda",
      "{1} · ? teclas · q sale", "Dejaste de seguir {1}: pulsa u para deshacer",
      "escribe para buscar · ↓ resultados · Intro seguir · Esc borrar · Tab siguiente",
      "↑↓ mover · Intro/f seguir · Esc volver al cuadro · Tab siguiente",
      "↑↓ mover · Intro pronóstico · d dejar · K/J ordenar · r actualizar · Tab",
      "↑↓ desplazar · h horas/días · m unidades · r actualizar · Tab siguiente",
      "Cargando…", "Ninguna ciudad seguida: busca y pulsa Intro.", "no disponible",
      "hace {1}", "Elige una ciudad: Intro en un resultado, o una ciudad seguida.",
      "Cargando el pronóstico…", "sensación", "desactualizado, obtenido hace {1}", "PREC",
      "próximas horas", "máximas diarias", "Escribe el nombre de una ciudad.", "Buscando…",
      "Ninguna ciudad coincide con \"{1}\".", "Búsquedas recientes: {1}",
      "Recientes (↓ para elegir):", "Recientes (Intro, d):",
      "amplía el terminal a al menos {1}", "(ahora {1}; q sale)",
      "panel siguiente / anterior", "buscar (en el panel de búsqueda)",
      "mover la selección, desplazar", "seguir un resultado / mostrar una ciudad",
      "volver al cuadro de búsqueda, borrarlo", "dejar de seguir / deshacer mientras se ofrece",
      "subir / bajar una ciudad seguida", "actualizar el tiempo y el pronóstico",
      "por horas o por días / métrico o imperial", "esta ayuda",
      "salir / salir / suspender (fg continúa)", "letras",
    ],
    .it: [
      "impossibile raggiungere il servizio meteo: {1}",
      "il servizio meteo non ha risposto in tempo",
      "troppe richieste, riprova tra un minuto", "la chiave API è stata rifiutata: {1}",
      "{1} richiede una chiave API: imposta {2} o scegli --provider open-meteo",
      "il servizio meteo ha segnalato un errore: {1}",
      "il servizio meteo ha inviato una risposta illeggibile: {1}",
      "nessuna città ha l’id {1}", "{1} è già seguita",
      "non è stato possibile aggiornare la previsione",
      "{1}; mostrata la previsione di {2} fa", "{1}; mostrato il meteo di {2} fa",
      "non aggiornata: questa previsione è stata scaricata {1} fa",
      "un tempo sconosciuto", "{1} s", "{1} min", "{1} h", "{1} giorno", "{1} giorni",
      "<1 min",
      "comando sconosciuto '{1}'", "opzione sconosciuta '{1}'", "{1}; forse intendevi '{2}'?",
      "Uso: {1} (vedi `{2} --help`)", "impossibile scrivere sull’output standard: {1}",
      "nessun luogo da mostrare", "il meteo non è arrivato",
      "nessuna città corrisponde a \"{1}\"", "nessun luogo ha il codice postale \"{1}\"",
      "la ricerca non è stata salvata: {1}",
      "Ricerca · offline", "Ricerca · online", "Seguite", "Previsioni · giornaliere",
      "Previsioni · orarie", "Tasti", "Esc, ? o q chiude questo aiuto",
      "{1} · ? tasti · q esce", "{1} non più seguita: premi u per annullare",
      "scrivi per cercare · ↓ risultati · Invio segui · Esc cancella · Tab avanti",
      "↑↓ sposta · Invio/f segui · Esc torna al campo · Tab avanti",
      "↑↓ sposta · Invio previsioni · d rimuovi · K/J ordina · r aggiorna · Tab",
      "↑↓ scorri · h ore/giorni · m unità · r aggiorna · Tab avanti",
      "Caricamento…", "Nessuna città seguita: cerca, poi Invio.", "non disponibile",
      "{1} fa", "Scegli una città: Invio su un risultato, o una città seguita.",
      "Caricamento delle previsioni…", "percepita", "non aggiornata, scaricata {1} fa",
      "PREC", "prossime ore", "massime giornaliere", "Scrivi il nome di una città.",
      "Ricerca…", "Nessuna città corrisponde a \"{1}\".", "Ricerche recenti: {1}",
      "Recenti (↓ per scegliere):", "Recenti (Invio, d):",
      "ingrandisci il terminale ad almeno {1}", "(ora {1}; q esce)",
      "riquadro successivo / precedente", "cerca (nel riquadro di ricerca)",
      "sposta la selezione, scorri", "segui un risultato / mostra una città",
      "torna al campo di ricerca, svuotalo", "smetti di seguire / annulla finché offerto",
      "sposta una città seguita su / giù", "aggiorna meteo e previsioni",
      "orarie o giornaliere / metrico o imperiale", "questo aiuto",
      "esci / esci / sospendi (fg riprende)", "lettere",
    ],
    .pt: [
      "não é possível contactar o serviço meteorológico: {1}",
      "o serviço meteorológico não respondeu a tempo",
      "demasiados pedidos, tente de novo dentro de um minuto",
      "a chave de API foi rejeitada: {1}",
      "{1} precisa de uma chave de API: defina {2} ou escolha --provider open-meteo",
      "o serviço meteorológico comunicou um erro: {1}",
      "o serviço meteorológico enviou uma resposta ilegível: {1}",
      "nenhuma cidade tem o id {1}", "{1} já é seguida",
      "não foi possível atualizar a previsão",
      "{1}; a mostrar a previsão de há {2}", "{1}; a mostrar o tempo de há {2}",
      "desatualizada: esta previsão foi obtida há {1}",
      "um tempo desconhecido", "{1} s", "{1} min", "{1} h", "{1} dia", "{1} dias", "<1 min",
      "comando desconhecido '{1}'", "opção desconhecida '{1}'", "{1}; queria dizer '{2}'?",
      "Utilização: {1} (ver `{2} --help`)",
      "não é possível escrever na saída padrão: {1}",
      "nenhum local a mostrar", "o tempo não chegou",
      "nenhuma cidade corresponde a \"{1}\"", "nenhum local tem o código postal \"{1}\"",
      "a pesquisa não foi guardada: {1}",
      "Pesquisa · offline", "Pesquisa · online", "Seguidas", "Previsão · diária",
      "Previsão · horária", "Teclas", "Esc, ? ou q fecha esta ajuda",
      "{1} · ? teclas · q sai", "Deixou de seguir {1}: prima u para anular",
      "escreva para pesquisar · ↓ resultados · Enter seguir · Esc limpar · Tab seguinte",
      "↑↓ mover · Enter/f seguir · Esc voltar à caixa · Tab seguinte",
      "↑↓ mover · Enter previsão · d deixar · K/J ordenar · r atualizar · Tab",
      "↑↓ deslocar · h horas/dias · m unidades · r atualizar · Tab seguinte",
      "A carregar…", "Nenhuma cidade seguida: pesquise e prima Enter.", "indisponível",
      "há {1}", "Escolha uma cidade: Enter num resultado, ou uma cidade seguida.",
      "A carregar a previsão…", "sensação", "desatualizada, obtida há {1}", "PREC",
      "próximas horas", "máximas diárias", "Escreva o nome de uma cidade.", "A pesquisar…",
      "Nenhuma cidade corresponde a \"{1}\".", "Pesquisas recentes: {1}",
      "Recentes (↓ para escolher):", "Recentes (Enter, d):",
      "aumente o terminal para pelo menos {1}", "(agora {1}; q sai)",
      "painel seguinte / anterior", "pesquisar (no painel de pesquisa)",
      "mover a seleção, deslocar", "seguir um resultado / mostrar uma cidade",
      "voltar à caixa de pesquisa, limpá-la", "deixar de seguir / anular enquanto possível",
      "subir / descer uma cidade seguida", "atualizar o tempo e a previsão",
      "horária ou diária / métrico ou imperial", "esta ajuda",
      "sair / sair / suspender (fg retoma)", "letras",
    ],
    .nl: [
      "de weerdienst is niet bereikbaar: {1}", "de weerdienst antwoordde niet op tijd",
      "te veel verzoeken, probeer het over een minuut opnieuw",
      "de API-sleutel is geweigerd: {1}",
      "{1} heeft een API-sleutel nodig: stel {2} in of kies --provider open-meteo",
      "de weerdienst meldde een fout: {1}",
      "de weerdienst stuurde een onleesbaar antwoord: {1}", "geen stad heeft id {1}",
      "{1} wordt al gevolgd",
      "de verwachting kon niet worden ververst",
      "{1}; de verwachting van {2} geleden wordt getoond",
      "{1}; het weer van {2} geleden wordt getoond",
      "verouderd: deze verwachting is {1} geleden opgehaald",
      "onbekende tijd", "{1} s", "{1} min", "{1} u", "{1} dag", "{1} dagen", "<1 min",
      "onbekende opdracht '{1}'", "onbekende optie '{1}'", "{1}; bedoelde u '{2}'?",
      "Gebruik: {1} (zie `{2} --help`)", "kan niet naar standaarduitvoer schrijven: {1}",
      "geen plaats om te tonen", "het weer is niet aangekomen",
      "geen stad komt overeen met \"{1}\"", "geen plaats heeft postcode \"{1}\"",
      "de zoekopdracht is niet onthouden: {1}",
      "Zoeken · offline", "Zoeken · online", "Gevolgd", "Verwachting · per dag",
      "Verwachting · per uur", "Toetsen", "Esc, ? of q sluit deze hulp",
      "{1} · ? toetsen · q stopt", "{1} niet meer gevolgd: druk u om te herstellen",
      "typ om te zoeken · ↓ resultaten · Enter volgen · Esc wissen · Tab volgende",
      "↑↓ kiezen · Enter/f volgen · Esc terug naar het veld · Tab volgende",
      "↑↓ kiezen · Enter verwachting · d ontvolgen · K/J ordenen · r verversen · Tab",
      "↑↓ scrollen · h uur/dag · m eenheden · r verversen · Tab volgende",
      "Laden…", "Geen gevolgde steden: zoek, dan Enter.", "niet beschikbaar",
      "{1} oud", "Kies een stad: Enter op een zoekresultaat, of een gevolgde stad.",
      "Verwachting laden…", "voelt als", "verouderd, {1} geleden opgehaald", "REGEN",
      "komende uren", "dagmaxima", "Typ een plaatsnaam.", "Zoeken…",
      "Geen stad komt overeen met \"{1}\".", "Recente zoekopdrachten: {1}",
      "Recent (↓ om te kiezen):", "Recent (Enter, d):",
      "vergroot de terminal tot minstens {1}", "(nu {1}; q stopt)",
      "volgend / vorig paneel", "zoeken (in het zoekpaneel)",
      "selectie verplaatsen, scrollen", "resultaat volgen / stad tonen",
      "terug naar het zoekveld, het wissen", "ontvolgen / herstellen zolang aangeboden",
      "gevolgde stad omhoog / omlaag", "weer en verwachting verversen",
      "per uur of per dag / metrisch of imperiaal", "deze hulp",
      "stoppen / stoppen / pauzeren (fg hervat)", "letters",
    ],
    .pl: [
      "nie można połączyć się z serwisem pogodowym: {1}",
      "serwis pogodowy nie odpowiedział na czas",
      "zbyt wiele zapytań, spróbuj ponownie za minutę",
      "klucz API został odrzucony: {1}",
      "{1} wymaga klucza API: ustaw {2} albo wybierz --provider open-meteo",
      "serwis pogodowy zgłosił błąd: {1}",
      "serwis pogodowy przysłał nieczytelną odpowiedź: {1}",
      "żadne miasto nie ma id {1}", "{1} jest już obserwowane",
      "nie udało się odświeżyć prognozy",
      "{1}; pokazano prognozę sprzed {2}", "{1}; pokazano pogodę sprzed {2}",
      "nieaktualna: tę prognozę pobrano {1} temu",
      "nieznanego czasu", "{1} s", "{1} min", "{1} godz.", "{1} dnia", "{1} dni", "<1 min",
      "nieznane polecenie '{1}'", "nieznana opcja '{1}'", "{1}; czy chodziło o '{2}'?",
      "Użycie: {1} (zobacz `{2} --help`)",
      "nie można pisać na standardowe wyjście: {1}",
      "brak miejsca do pokazania", "pogoda nie dotarła",
      "żadne miasto nie pasuje do \"{1}\"", "żadne miejsce nie ma kodu pocztowego \"{1}\"",
      "wyszukiwanie nie zostało zapamiętane: {1}",
      "Szukaj · offline", "Szukaj · online", "Obserwowane", "Prognoza · dzienna",
      "Prognoza · godzinowa", "Klawisze", "Esc, ? lub q zamyka tę pomoc",
      "{1} · ? klawisze · q wyjście", "Usunięto {1}: naciśnij u, aby cofnąć",
      "pisz, aby szukać · ↓ wyniki · Enter obserwuj · Esc wyczyść · Tab dalej",
      "↑↓ wybór · Enter/f obserwuj · Esc wróć do pola · Tab dalej",
      "↑↓ wybór · Enter prognoza · d usuń · K/J kolejność · r odśwież · Tab",
      "↑↓ przewiń · h godziny/dni · m jednostki · r odśwież · Tab dalej",
      "Ładowanie…", "Brak obserwowanych miast: wyszukaj, potem Enter.", "niedostępne",
      "{1} temu", "Wybierz miasto: Enter na wyniku wyszukiwania lub obserwowane miasto.",
      "Ładowanie prognozy…", "odczuwalna", "nieaktualna, pobrana {1} temu", "OPAD",
      "najbliższe godziny", "maksima dzienne", "Wpisz nazwę miasta.", "Szukanie…",
      "Żadne miasto nie pasuje do \"{1}\".", "Ostatnie wyszukiwania: {1}",
      "Ostatnie (↓, aby wybrać):", "Ostatnie (Enter, d):",
      "powiększ terminal do co najmniej {1}", "(teraz {1}; q wyjście)",
      "następny / poprzedni panel", "szukaj (w panelu wyszukiwania)",
      "przesuń zaznaczenie, przewiń", "obserwuj wynik / pokaż miasto",
      "wróć do pola wyszukiwania, wyczyść je", "przestań obserwować / cofnij, póki można",
      "przesuń obserwowane miasto w górę / w dół", "odśwież pogodę i prognozę",
      "godzinowa lub dzienna / metryczne lub imperialne", "ta pomoc",
      "wyjdź / wyjdź / wstrzymaj (fg wznawia)", "litery",
    ],
    .ru: [
      "не удаётся связаться с метеосервисом: {1}", "метеосервис не ответил вовремя",
      "слишком много запросов, повторите через минуту", "API-ключ отклонён: {1}",
      "{1} нужен API-ключ: задайте {2} или выберите --provider open-meteo",
      "метеосервис сообщил об ошибке: {1}", "метеосервис прислал нечитаемый ответ: {1}",
      "нет города с id {1}", "{1} уже в избранном",
      "не удалось обновить прогноз",
      "{1}; показан прогноз, полученный {2} назад",
      "{1}; показана погода, полученная {2} назад",
      "устарел: этот прогноз получен {1} назад",
      "неизвестное время", "{1} с", "{1} мин", "{1} ч", "{1} дн.", "{1} дн.", "<1 мин",
      "неизвестная команда '{1}'", "неизвестный параметр '{1}'", "{1}; возможно, '{2}'?",
      "Использование: {1} (см. `{2} --help`)",
      "не удаётся записать в стандартный вывод: {1}",
      "нечего показать", "погода не получена",
      "нет городов, подходящих под \"{1}\"", "нет места с почтовым индексом \"{1}\"",
      "поиск не сохранён: {1}",
      "Поиск · офлайн", "Поиск · онлайн", "Избранное", "Прогноз · по дням",
      "Прогноз · по часам", "Клавиши", "Esc, ? или q закрывает справку",
      "{1} · ? клавиши · q выход", "{1} удалён из избранного: u — отменить",
      "введите для поиска · ↓ результаты · Enter добавить · Esc очистить · Tab далее",
      "↑↓ выбор · Enter/f добавить · Esc к полю · Tab далее",
      "↑↓ выбор · Enter прогноз · d удалить · K/J порядок · r обновить · Tab",
      "↑↓ прокрутка · h часы/дни · m единицы · r обновить · Tab далее",
      "Загрузка…", "Избранных городов нет: найдите город и нажмите Enter.", "нет данных",
      "{1} назад", "Выберите город: Enter на результате поиска или город из избранного.",
      "Загрузка прогноза…", "ощущ.", "устарел, получен {1} назад", "ОСАД",
      "ближайшие часы", "дневной максимум", "Введите название города.", "Поиск…",
      "Нет городов, подходящих под \"{1}\".", "Недавние запросы: {1}",
      "Недавние (↓ — выбрать):", "Недавние (Enter, d):",
      "увеличьте терминал хотя бы до {1}", "(сейчас {1}; q — выход)",
      "следующая / предыдущая панель", "поиск (в панели поиска)",
      "перемещение выбора, прокрутка", "добавить результат / показать город",
      "назад к полю поиска, очистить его", "удалить из избранного / отменить, пока можно",
      "переместить город вверх / вниз", "обновить погоду и прогноз",
      "по часам или по дням / метрические или имперские", "эта справка",
      "выход / выход / приостановить (fg продолжает)", "буквы",
    ],
    .uk: [
      "не вдається зв’язатися з метеосервісом: {1}", "метеосервіс не відповів вчасно",
      "забагато запитів, спробуйте за хвилину", "API-ключ відхилено: {1}",
      "{1} потребує API-ключа: задайте {2} або виберіть --provider open-meteo",
      "метеосервіс повідомив про помилку: {1}",
      "метеосервіс надіслав нечитабельну відповідь: {1}",
      "немає міста з id {1}", "{1} вже в обраному",
      "не вдалося оновити прогноз",
      "{1}; показано прогноз, отриманий {2} тому",
      "{1}; показано погоду, отриману {2} тому",
      "застарілий: цей прогноз отримано {1} тому",
      "невідомий час", "{1} с", "{1} хв", "{1} год", "{1} дн.", "{1} дн.", "<1 хв",
      "невідома команда '{1}'", "невідомий параметр '{1}'", "{1}; можливо, '{2}'?",
      "Використання: {1} (див. `{2} --help`)",
      "не вдається записати у стандартний вивід: {1}",
      "нічого показати", "погоду не отримано",
      "немає міст, що відповідають \"{1}\"", "немає місця з поштовим індексом \"{1}\"",
      "пошук не збережено: {1}",
      "Пошук · офлайн", "Пошук · онлайн", "Обране", "Прогноз · по днях",
      "Прогноз · по годинах", "Клавіші", "Esc, ? або q закриває довідку",
      "{1} · ? клавіші · q вихід", "{1} видалено з обраного: u — скасувати",
      "вводьте для пошуку · ↓ результати · Enter додати · Esc очистити · Tab далі",
      "↑↓ вибір · Enter/f додати · Esc до поля · Tab далі",
      "↑↓ вибір · Enter прогноз · d видалити · K/J порядок · r оновити · Tab",
      "↑↓ прокрутка · h години/дні · m одиниці · r оновити · Tab далі",
      "Завантаження…", "Обраних міст немає: знайдіть місто й натисніть Enter.",
      "немає даних", "{1} тому",
      "Виберіть місто: Enter на результаті пошуку або місто з обраного.",
      "Завантаження прогнозу…", "відч.", "застарілий, отримано {1} тому", "ОПАД",
      "найближчі години", "денний максимум", "Введіть назву міста.", "Пошук…",
      "Немає міст, що відповідають \"{1}\".", "Нещодавні запити: {1}",
      "Нещодавні (↓ — вибрати):", "Нещодавні (Enter, d):",
      "збільште термінал принаймні до {1}", "(зараз {1}; q — вихід)",
      "наступна / попередня панель", "пошук (у панелі пошуку)",
      "переміщення вибору, прокрутка", "додати результат / показати місто",
      "назад до поля пошуку, очистити його", "видалити з обраного / скасувати, поки можна",
      "перемістити місто вгору / вниз", "оновити погоду й прогноз",
      "по годинах або по днях / метричні або імперські", "ця довідка",
      "вихід / вихід / призупинити (fg продовжує)", "літери",
    ],
    .ja: [
      "気象サービスに接続できません: {1}", "気象サービスが時間内に応答しませんでした",
      "リクエストが多すぎます。1分後に再試行してください", "APIキーが拒否されました: {1}",
      "{1}にはAPIキーが必要です: {2}を設定するか、--provider open-meteoを選んでください",
      "気象サービスがエラーを報告しました: {1}", "気象サービスの応答を読み取れません: {1}",
      "ID {1}の都市はありません", "{1}は既にフォロー中です",
      "予報を更新できませんでした", "{1}。{2}前の予報を表示しています",
      "{1}。{2}前の天気を表示しています", "古い予報: この予報は{1}前に取得されました",
      "不明な時間", "{1}秒", "{1}分", "{1}時間", "{1}日", "{1}日", "1分未満",
      "不明なコマンド '{1}'", "不明なオプション '{1}'", "{1}。'{2}'のことですか?",
      "使い方: {1}（`{2} --help`を参照）", "標準出力に書き込めません: {1}",
      "表示する場所がありません", "天気を取得できませんでした",
      "\"{1}\"に一致する都市はありません", "郵便番号\"{1}\"の場所はありません",
      "検索を保存できませんでした: {1}",
      "検索 · オフライン", "検索 · オンライン", "フォロー中", "予報 · 日別", "予報 · 時間別",
      "キー", "Esc、?、qでこのヘルプを閉じる", "{1} · ? キー · q 終了",
      "{1}のフォローを解除: uで元に戻す",
      "入力で検索 · ↓ 結果 · Enter フォロー · Esc 消去 · Tab 次へ",
      "↑↓ 移動 · Enter/f フォロー · Esc 入力欄へ · Tab 次へ",
      "↑↓ 移動 · Enter 予報 · d 解除 · K/J 並べ替え · r 更新 · Tab",
      "↑↓ スクロール · h 時間別/日別 · m 単位 · r 更新 · Tab 次へ",
      "読み込み中…", "フォロー中の都市はありません: 検索してEnter。", "取得不可",
      "{1}前", "都市を選んでください: 検索結果でEnter、またはフォロー中の都市を選択。",
      "予報を読み込み中…", "体感", "古い予報、{1}前に取得", "降水",
      "今後の時間", "日最高気温", "都市名を入力してください。", "検索中…",
      "\"{1}\"に一致する都市はありません。", "最近の検索: {1}",
      "最近 (↓で選択):", "最近 (Enter、d):",
      "端末を{1}以上に広げてください", "(現在 {1}、qで終了)",
      "次 / 前のペイン", "検索 (検索ペインで)", "選択の移動、スクロール",
      "結果をフォロー / 都市を表示", "検索欄に戻って消去", "フォロー解除 / 表示中は元に戻す",
      "フォロー中の都市を上 / 下へ", "天気と予報を更新", "時間別か日別 / メートル法かヤード・ポンド法",
      "このヘルプ", "終了 / 終了 / 一時停止 (fgで再開)", "文字",
    ],
    .zh: [
      "无法连接天气服务：{1}", "天气服务未及时响应", "请求过多，请一分钟后重试",
      "API 密钥被拒绝：{1}", "{1} 需要 API 密钥：请设置 {2}，或选择 --provider open-meteo",
      "天气服务报告了错误：{1}", "天气服务的响应无法读取：{1}", "没有 ID 为 {1} 的城市",
      "已关注 {1}",
      "无法更新预报", "{1}；显示 {2}前的预报", "{1}；显示 {2}前的天气",
      "已过期：此预报获取于 {1}前",
      "未知时间", "{1}秒", "{1}分钟", "{1}小时", "{1}天", "{1}天", "不到1分钟",
      "未知命令 '{1}'", "未知选项 '{1}'", "{1}；您是不是想输入 '{2}'？",
      "用法：{1}（参见 `{2} --help`）", "无法写入标准输出：{1}",
      "没有可显示的地点", "未获取到天气",
      "没有与 \"{1}\" 匹配的城市", "没有邮政编码为 \"{1}\" 的地点",
      "搜索未能保存：{1}",
      "搜索 · 离线", "搜索 · 在线", "关注", "预报 · 逐日", "预报 · 逐小时", "按键",
      "Esc、? 或 q 关闭帮助", "{1} · ? 按键 · q 退出", "已取消关注 {1}：按 u 撤销",
      "输入以搜索 · ↓ 结果 · Enter 关注 · Esc 清除 · Tab 下一栏",
      "↑↓ 移动 · Enter/f 关注 · Esc 返回输入框 · Tab 下一栏",
      "↑↓ 移动 · Enter 预报 · d 取消关注 · K/J 排序 · r 刷新 · Tab",
      "↑↓ 滚动 · h 逐小时/逐日 · m 单位 · r 刷新 · Tab 下一栏",
      "加载中…", "没有关注的城市：先搜索，再按 Enter。", "不可用",
      "{1}前", "选择城市：在搜索结果上按 Enter，或选择已关注的城市。",
      "正在加载预报…", "体感", "已过期，获取于 {1}前", "降水",
      "未来几小时", "每日最高", "输入城市名。", "搜索中…",
      "没有与 \"{1}\" 匹配的城市。", "最近搜索：{1}",
      "最近（↓ 选择）：", "最近（Enter、d）：",
      "请把终端放大到至少 {1}", "（当前 {1}；q 退出）",
      "下一栏 / 上一栏", "搜索（在搜索栏中）", "移动选择，滚动",
      "关注结果 / 显示城市", "返回搜索框并清空", "取消关注 / 提示时撤销",
      "上移 / 下移已关注的城市", "刷新天气和预报", "逐小时或逐日 / 公制或英制",
      "本帮助", "退出 / 退出 / 挂起（fg 恢复）", "字母",
    ],
  ]
}
