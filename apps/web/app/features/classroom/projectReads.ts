// The course page's project reads, loaded on demand: the lesson pages share useClassroom and
// never show projects, so they do not carry this code (named re-exports keep only these two).
export { listMySubmissions, listProjects } from '@repo/api'
