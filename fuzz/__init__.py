"""Differential fuzzing of StableHLO implementations: strategies, mutators, campaigns (docs/fuzzing.md)."""
