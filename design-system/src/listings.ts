// Lists and the cards in them: a shared module of their own (`@benchlink/design-system/listings`), so that pages that
// list nothing (the sign-in page above all) do not download them. They take the other components through
// `@benchlink/design-system`, so that a page runs one copy of those. Their types are also named by the main entry.
export {
  SortBar,
  SORT_DIRECTIONS,
  type SortBarProps,
  type SortDirectionLabels,
  type SortOption,
} from './components/sort-bar/sort-bar';
export { Pager, type PagerProps } from './components/pager/pager';
export {
  DataTable,
  TablePagination,
  type DataTableProps,
  type DataTableColumn,
  type TablePaginationProps,
} from './components/data-table/data-table';
export { PositionCard, type PositionCardProps } from './components/position-card/position-card';
export {
  CardHeader,
  ChipList,
  ProseText,
  FactGrid,
  type ChipListProps,
  type FactGridProps,
} from './components/listing-card/listing-card';
export { TalentCard, type TalentCardProps, type TalentCardSkill } from './components/talent-card/talent-card';
export {
  ProfileHero,
  type ProfileHeroProps,
  type ProfileHeroTag,
  type ProfileHeroLink,
} from './components/profile-hero/profile-hero';
export { ProfileAbout, type ProfileAboutProps } from './components/profile-about/profile-about';
