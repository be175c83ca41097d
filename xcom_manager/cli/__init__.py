"""The command line (``xcom-manager <command>``): its commands, words and refusals."""
