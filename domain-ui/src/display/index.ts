// Filled in as code moves here; see domain-ui/README.md.
export {};
