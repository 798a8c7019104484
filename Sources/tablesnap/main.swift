import TablesnapCommands

Tablesnap.runFromCommandLine()
