"""Mission use-cases, one path for every rule system: plan and start a mission, run it command
by command, debrief it (:mod:`.service`); how a mission reads as plain rows (:mod:`.views`);
what it does to the campaign's items (:mod:`.items`) and roster (:mod:`.debrief`)."""
