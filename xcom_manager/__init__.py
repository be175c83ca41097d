"""xcom_manager: a campaign manager for X-COM tabletop games."""

__version__ = "0.1.0"
