/// Expected layout dumps of `GoldenDumpTests`, one file per screen.
enum GoldenDumps {}
