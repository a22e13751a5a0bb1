import Galley
