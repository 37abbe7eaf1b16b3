// The pickers with fuzzy search: a shared module of their own (`@benchlink/design-system/pickers`), so that fuse.js and
// the pickers load with the forms that use them, not with every app's first page.
export {
  MultiSelectPicker,
  searchItems,
  type MultiSelectPickerProps,
  type PickerItem,
} from './components/multi-select-picker/multi-select-picker';
export {
  TreePicker,
  type TreePickerProps,
  type SingleTreePickerProps,
  type MultipleTreePickerProps,
} from './components/tree-picker/tree-picker';
export {
  buildTree,
  createTreeSearchIndex,
  indexTree,
  isSelectable,
  resolvePick,
  searchTree,
  highlightParts,
  ancestorsOf,
  type TreeId,
  type TreeNode,
  type TreeNodeInput,
  type SelectionRules,
  type TreeSearchResult,
  type HighlightPart,
  type HighlightRange,
} from './components/tree-picker/tree-helpers';
export {
  SkillSelection,
  moveSkill,
  setSkillList,
  type SkillSelectionProps,
  type SkillSelectionValue,
  type SkillList,
} from './components/skill-selection/skill-selection';
export { FUZZY_THRESHOLD } from './search/fuzzy';
