// The product UI several apps show, one definition each: a company's identity and about, term/value lists with one
// status palette, links, the apply dialog, and the form toolkit every form is built from.
export * from './display';
export * from './company';
export * from './apply';
export * from './forms';
