"""The tournament service: tournaments as event-sourced aggregates over the game services' games."""
