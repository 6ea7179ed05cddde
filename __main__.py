if __name__ == "__main__":
    import sys

    from .commands.main import main

    sys.exit(main())
