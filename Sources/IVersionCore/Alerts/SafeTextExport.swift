// What enters an alert model goes through the package's one text-safety type; apps and tools that show
// outside text of their own (and the fuzz targets) reach it through this module.
@_exported import enum IVersionSupport.SafeText
