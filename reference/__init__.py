"""reference package: filled by later issues (see README)."""
