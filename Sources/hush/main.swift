// Entry point; filled in by the interpreter commit.
print("hush")
