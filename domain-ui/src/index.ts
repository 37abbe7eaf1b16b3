// The product UI several apps show: filled in by the components moved here from the apps.
export {};
