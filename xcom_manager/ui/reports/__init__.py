"""The printed reports: the mission report and the campaign report as
QTextDocuments, saved as PDF (QPdfWriter) or printed."""
