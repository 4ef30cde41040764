// Filled by the live-client work.
import WeatherFeatures
