"""The cluster's processes beyond the one-process server (issue 24): the bus between them and a table
owner's ownership loop (docs/scaling.md)."""
