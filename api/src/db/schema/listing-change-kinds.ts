/**
 * What a row of the listings' change log names: one position or talent written (its row or one of its lists), a
 * company whose approval, name or bench sharing changed (its talents' visibility), a partner group whose members,
 * projects or benches changed (`sharing`: what is shared with whom), or `pruned`: the rows up to its subject id were
 * deleted, and a process that had not seen them must load the listings afresh.
 */
export const LISTING_CHANGE_KINDS = ['position', 'talent', 'company', 'sharing', 'pruned'] as const;
export type ListingChangeKind = (typeof LISTING_CHANGE_KINDS)[number];
