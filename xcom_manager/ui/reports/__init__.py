"""The printed reports (issue 15): the mission report and the campaign report as
QTextDocuments, saved as PDF (QPdfWriter) or printed."""
