"""What every view shares: how the rules' messages are worded (``texts``), and the building
blocks of a page: ``page`` (CampaignPage), ``commands`` (ServiceCommand), ``banner`` (Banner),
``tables`` (PlainTableModel, select_row), ``lazy_page`` and ``placeholder``.

Imports nothing: ``lazy_page`` and ``placeholder`` are imported before the first paint.
"""
