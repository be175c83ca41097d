"""The Audit log page: who moved what, when and why, filtered in SQL; verify and export."""
