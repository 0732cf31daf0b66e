add table prefs { rowHeight = automatic; estimatedRowHeight = 60 }
prefs.trailing == root.trailing
prefs.bottom == root.bottom
