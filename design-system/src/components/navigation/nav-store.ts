import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface NavState {
  openGroups: Record<string, boolean>;
  toggleGroup: (id: string) => void;
  isOpen: (id: string) => boolean;
}

/** Open state of the left-navigation groups, remembered locally (groups start open). */
export const useNavStore = create<NavState>()(
  persist(
    (set, get) => ({
      openGroups: {},
      toggleGroup: (id) =>
        set((state) => ({ openGroups: { ...state.openGroups, [id]: !(state.openGroups[id] ?? true) } })),
      isOpen: (id) => get().openGroups[id] ?? true,
    }),
    { name: 'benchlink-nav', partialize: (state) => ({ openGroups: state.openGroups }) },
  ),
);
