import TableLayout
print("hi")
