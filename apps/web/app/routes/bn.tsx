import { Outlet } from 'react-router'

// The Bangla pages' layout (the root layout provides their language from the URL).

export default function BanglaLayout() {
  return <Outlet />
}
