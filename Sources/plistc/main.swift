import PlistcCLI

runAsProcess()
