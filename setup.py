"""The one compiled part: the event writer's chain link (shared/store/_chainlink.c, issue 32). Everything else is
declared in pyproject.toml. Without a compiler the install still succeeds and the writer takes its Python path
(the same bytes, slower): shared.store.chain.ACCELERATED says which runs."""

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    def run(self):
        try:
            super().run()
        except Exception as error:  # noqa: BLE001 - a missing compiler or header leaves the Python path
            print(f"warning: shared.store._chainlink not built ({error}); the writer uses its Python path")

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as error:  # noqa: BLE001
            print(f"warning: {ext.name} not built ({error}); the writer uses its Python path")


setup(
    ext_modules=[Extension("shared.store._chainlink", ["shared/store/_chainlink.c"], libraries=["crypto"],
                           extra_compile_args=["-O2"])],
    cmdclass={"build_ext": OptionalBuildExt},
)
