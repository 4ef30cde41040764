// Filled by the live-client work.
