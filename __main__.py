if __name__ == "__main__":
    import sys

    from .cli.main import main

    sys.exit(main())
