add view card
card.leading == root.leadingMargin
card.trailing == root.trailingMargin
card.top == root.safeArea.top + 21
card.height == card.width * 0.5
add guide gap to card
gap.leading == card.leading
gap.width == 8
add label title "Say \"hi\"" to card { font = .title2; lines = 2 }
title.leading == gap.trailing
title.centerY == card.centerY
title.width <= 200 @750
add button go "Go" to card
go.centerX == card.centerX * 1.5
add vstack column to root [.marginsPinHorizontally, .alignCenterY] { alignment = .leading; spacing = 8 }
add label first "One" to column
add label second "Two" to column
column.spacing(after: first) = 20
