import GuideCommandLine

GuideGen.main()
