/**
 * Parts of an island that load their own code only when due (`LazyIsland`): the lesson page's
 * questions come near the screen long after the lesson, and most visits never scroll to them, so
 * the lesson's first load does not carry them. A feature mounts one by its name here (features do
 * not import each other: this list, below them, does).
 */
export const lazyIslands = {
  questions: () => import('../features/questions/QuestionsSection').then((m) => m.QuestionsSection),
}

export type LazyIslandName = keyof typeof lazyIslands
