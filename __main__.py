if __name__ == "__main__":
    import sys

    from tiered_memory.cli.main import main

    sys.exit(main())
