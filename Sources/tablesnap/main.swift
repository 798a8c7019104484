import TablesnapCommands

Tablesnap.main()
